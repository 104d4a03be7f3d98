import type { Currency } from '../common/enums';

/**
 * How each of SPEC.md's currencies is counted and shown. Amounts travel as integers in minor
 * units: cents for the dollar-like ones, whole toman for `rial` (SPEC shows rial as Toman with
 * no decimals — ADR 004).
 */
export const CURRENCY_INFO: Record<Currency, { iso: string; decimals: 0 | 2; symbol: string }> = {
  rial: { iso: 'IRT', decimals: 0, symbol: '' }, // written as a word: "تومان" / "Toman"
  dollar: { iso: 'USD', decimals: 2, symbol: '$' },
  // The three dollars must read apart in one list: ICU's narrow symbol is "$" for all of them.
  cad: { iso: 'CAD', decimals: 2, symbol: 'CA$' },
  aud: { iso: 'AUD', decimals: 2, symbol: 'A$' },
  euro: { iso: 'EUR', decimals: 2, symbol: '€' },
  gbp: { iso: 'GBP', decimals: 2, symbol: '£' },
  try: { iso: 'TRY', decimals: 2, symbol: '₺' },
};

/** 12.5 dollars → 1250 cents; 1 234 567 toman → 1234567. */
export function toMinorUnits(amount: number, currency: Currency): number {
  return Math.round(amount * 10 ** CURRENCY_INFO[currency].decimals);
}
