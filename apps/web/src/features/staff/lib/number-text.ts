import { CURRENCY_INFO, type Currency, toLatinDigits } from '@ravan/contract';

/** "۱۲" or "12" → 12; '' → undefined (left empty); anything else → NaN (the schema refuses it). */
export function parseWhole(text: string): number | undefined {
  const latin = toLatinDigits(text.trim());
  if (latin === '') return undefined;
  return /^-?\d{1,15}$/.test(latin) ? Number(latin) : Number.NaN;
}

/** Minor units as an editable amount in major units: 950000 toman → "950000", 1250 → "12.50". */
export function amountInput(minor: number, currency: Currency): string {
  const decimals = CURRENCY_INFO[currency].decimals;
  return decimals === 0 ? String(minor) : (minor / 10 ** decimals).toFixed(decimals);
}
