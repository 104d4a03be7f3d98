import type { Currency } from '../common/enums';
import type { Locale } from '../common/locale';
import { numberFormat } from '../time/intl-cache';
import { intlLocale } from '../time/intl-locale';
import { CURRENCY_INFO } from './currencies';

const TOMAN: Record<Locale, string> = { fa: 'تومان', en: 'Toman' };

/**
 * An amount in minor units, as SPEC.md §9 shows it: toman without decimals and with thousands
 * separators (`۱٬۲۳۴٬۵۶۷ تومان`, `1,234,567 Toman`), other currencies with 2 decimals and their
 * own symbol (`$12.50`, `CA$12.50`, `A$12.50`, `€42.00`); Persian digits in fa. The symbol comes
 * from CURRENCY_INFO, not ICU, whose narrow symbol is "$" for every dollar. Formatters are cached
 * (intl-cache): building one per amount is slow in long lists.
 */
export function formatMoney(
  amountMinor: number | bigint,
  currency: Currency,
  locale: Locale,
): string {
  const { iso, decimals, symbol } = CURRENCY_INFO[currency];
  const value = Number(amountMinor) / 10 ** decimals;
  if (currency === 'rial') {
    const text = numberFormat(intlLocale(locale), { maximumFractionDigits: 0 }).format(value);
    return `${text} ${TOMAN[locale]}`;
  }
  return numberFormat(intlLocale(locale), {
    style: 'currency',
    currency: iso,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
    .formatToParts(value)
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
}
