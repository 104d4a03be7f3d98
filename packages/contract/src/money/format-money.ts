import type { Currency } from '../common/enums';
import type { Locale } from '../common/locale';
import { intlLocale } from '../time/intl-locale';
import { CURRENCY_INFO } from './currencies';

const TOMAN: Record<Locale, string> = { fa: 'تومان', en: 'Toman' };
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: Locale, currency: Currency): Intl.NumberFormat {
  const key = `${locale}:${currency}`;
  let cached = formatters.get(key);
  if (!cached) {
    const { iso, decimals } = CURRENCY_INFO[currency];
    cached =
      currency === 'rial'
        ? new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 0 })
        : new Intl.NumberFormat(intlLocale(locale), {
            style: 'currency',
            currency: iso,
            currencyDisplay: 'narrowSymbol',
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          });
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * An amount in minor units, as SPEC.md §9 shows it: toman without decimals and with thousands
 * separators (`۱٬۲۳۴٬۵۶۷ تومان`, `1,234,567 Toman`), other currencies with 2 decimals (`$12.50`);
 * Persian digits in fa. Formatters are cached: building one per amount is slow in long lists.
 */
export function formatMoney(
  amountMinor: number | bigint,
  currency: Currency,
  locale: Locale,
): string {
  const { decimals } = CURRENCY_INFO[currency];
  const value = Number(amountMinor) / 10 ** decimals;
  const text = formatter(locale, currency).format(value);
  return currency === 'rial' ? `${text} ${TOMAN[locale]}` : text;
}
