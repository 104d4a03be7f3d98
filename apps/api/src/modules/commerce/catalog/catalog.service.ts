import { toWireMinor } from '@ravan/contract';
import type { Currency, Locale, PackageSummary } from '@ravan/contract';
import type { PricedPackage } from './catalog.repository';

export function packageTitle(pkg: { titleFa: string; titleEn: string }, locale: Locale): string {
  return locale === 'fa' ? pkg.titleFa : pkg.titleEn;
}

export function toPackageSummary(pkg: PricedPackage, locale: Locale): PackageSummary {
  return {
    id: pkg.id,
    title: packageTitle(pkg, locale),
    kind: pkg.kind,
    session_count: pkg.sessionCount,
    session_minutes: pkg.sessionMinutes,
    pivot: { price: toWireMinor(pkg.priceMinor), currency: pkg.currency },
  };
}

/** SPEC: the currency in use is the user's choice, else the platform's. */
export function currencyInUse(
  choice: Currency | null | undefined,
  platformCurrency: Currency,
): Currency {
  return choice ?? platformCurrency;
}
