import type { Locale, Output, PACKAGE_KINDS, staffPackage } from '@ravan/contract';
import type { Conversion } from './contract-resolver';
import { amountEntries, amountFieldOf, amountTexts, type AmountTexts } from './amount-texts';
import { parseWhole } from './number-text';

export type StaffPackage = Output<typeof staffPackage>;

/** The package editor as typed: numbers and amounts are text until they are checked. */
export interface PackageFormValues {
  title_fa: string;
  title_en: string;
  kind: (typeof PACKAGE_KINDS)[number];
  session_count: string;
  session_minutes: string;
  sort_order: string;
  active: boolean;
  prices: AmountTexts;
}

/** The package's name in the screen's language. */
export const packageTitle = (pkg: Pick<StaffPackage, 'title_fa' | 'title_en'>, locale: Locale) =>
  locale === 'fa' ? pkg.title_fa : pkg.title_en;

export const PACKAGE_FIELDS = [
  'title_fa',
  'title_en',
  'kind',
  'session_count',
  'session_minutes',
  'sort_order',
  'active',
  'prices',
] as const;

/** A new package starts active, with one session of 50 minutes and no prices. */
export function packageFormValues(pkg: StaffPackage | null): PackageFormValues {
  return {
    title_fa: pkg?.title_fa ?? '',
    title_en: pkg?.title_en ?? '',
    kind: pkg?.kind ?? 'therapy',
    session_count: String(pkg?.session_count ?? 1),
    session_minutes: String(pkg?.session_minutes ?? 50),
    sort_order: String(pkg?.sort_order ?? 0),
    active: pkg?.active ?? true,
    prices: amountTexts(pkg?.prices),
  };
}

/** The create body (the edit sends the same fields, then the prices). */
export function packageBody(values: PackageFormValues): Conversion {
  const errors: Record<string, string> = {};
  const body = {
    title_fa: values.title_fa,
    title_en: values.title_en,
    kind: values.kind,
    session_count: parseWhole(values.session_count),
    session_minutes: parseWhole(values.session_minutes),
    sort_order: parseWhole(values.sort_order),
    active: values.active,
    prices: amountEntries(values.prices, 'prices', errors),
  };
  return { body, errors };
}

export const packageFieldOf = (path: readonly PropertyKey[], body: unknown) =>
  amountFieldOf(path, (body as { prices: Parameters<typeof amountFieldOf>[1] }).prices);
