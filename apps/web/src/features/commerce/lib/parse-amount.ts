import { CURRENCY_INFO, toMinorUnits, type Currency, toLatinDigits } from '@ravan/contract';

/**
 * What a person typed as an amount ("12.50", "۱۲٫۵", "950,000") in minor units, or null when it
 * is not a plain amount with at most the currency's decimals.
 */
export function parseAmount(text: string, currency: Currency): number | null {
  const latin = toLatinDigits(text.trim())
    .replace(/[٬,\s]/g, '')
    .replace(/[٫/]/g, '.');
  const decimals = CURRENCY_INFO[currency].decimals;
  const pattern = decimals === 0 ? /^\d+$/ : new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  if (!pattern.test(latin)) return null;
  const minor = toMinorUnits(Number(latin), currency);
  return Number.isSafeInteger(minor) ? minor : null;
}
