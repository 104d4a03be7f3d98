import type { Conversion } from './contract-resolver';
import { amountEntries, amountFieldOf, amountTexts, type AmountTexts } from './amount-texts';
import { instantOf } from './instant-text';
import { parseWhole } from './number-text';

/** The discount-code form as typed. */
export interface CouponFormValues {
  code: string;
  kind: 'percent' | 'fixed';
  percent: string;
  amounts: AmountTexts;
  valid_from: string;
  valid_until: string;
  max_uses: string;
  max_uses_per_user: string;
  /** Package ids as the checkboxes give them; none ticked = every package. */
  package_ids: string[];
}

export const COUPON_FIELDS = [
  'code',
  'kind',
  'percent',
  'amounts',
  'valid_from',
  'valid_until',
  'max_uses',
  'max_uses_per_user',
  'package_ids',
] as const;

export const couponFormValues = (): CouponFormValues => ({
  code: '',
  kind: 'percent',
  percent: '',
  amounts: amountTexts(),
  valid_from: '',
  valid_until: '',
  max_uses: '',
  max_uses_per_user: '1',
  package_ids: [],
});

/** react-hook-form gives a group of checkboxes as an array, a lone one as its value or false. */
const tickedIds = (ticked: unknown): number[] =>
  (Array.isArray(ticked) ? ticked : [ticked])
    .filter((value): value is string => typeof value === 'string')
    .map(Number);

/** Only the chosen kind's amount is sent; a date the browser could not read is reported. */
export function couponBody(values: CouponFormValues): Conversion {
  const errors: Record<string, string> = {};
  const instant = (field: 'valid_from' | 'valid_until') => {
    const value = instantOf(values[field]);
    if (value === 'invalid') errors[field] = 'v.invalid';
    return value === 'invalid' ? undefined : value;
  };
  const amounts =
    values.kind === 'fixed' ? amountEntries(values.amounts, 'amounts', errors) : undefined;
  const body = {
    code: values.code.trim() || undefined,
    kind: values.kind,
    percent: values.kind === 'percent' ? parseWhole(values.percent) : undefined,
    amounts: amounts?.length ? amounts : undefined,
    valid_from: instant('valid_from'),
    valid_until: instant('valid_until'),
    max_uses: parseWhole(values.max_uses),
    max_uses_per_user: parseWhole(values.max_uses_per_user),
    package_ids: tickedIds(values.package_ids),
  };
  return { body, errors };
}

/** The contract reports a missing discount under `percent`; for a fixed one it is the amounts. */
export function couponFieldOf(path: readonly PropertyKey[], body: unknown): string {
  const coupon = body as { kind: string; amounts?: Parameters<typeof amountFieldOf>[1] };
  if (path[0] === 'percent' && coupon.kind === 'fixed') return 'amounts';
  return path[0] === 'amounts' ? amountFieldOf(path, coupon.amounts ?? []) : String(path[0]);
}
