import type { Currency } from '../common/enums';

/**
 * How each of SPEC.md's currencies is counted and shown. Amounts travel as integers in minor
 * units: cents for the dollar-like ones, whole toman for `rial` (SPEC shows rial as Toman with
 * no decimals — ADR 004).
 */
export const CURRENCY_INFO: Record<Currency, { iso: string; decimals: 0 | 2 }> = {
  rial: { iso: 'IRT', decimals: 0 },
  dollar: { iso: 'USD', decimals: 2 },
  cad: { iso: 'CAD', decimals: 2 },
  aud: { iso: 'AUD', decimals: 2 },
  euro: { iso: 'EUR', decimals: 2 },
  gbp: { iso: 'GBP', decimals: 2 },
  try: { iso: 'TRY', decimals: 2 },
};

/** 12.5 dollars → 1250 cents; 1 234 567 toman → 1234567. */
export function toMinorUnits(amount: number, currency: Currency): number {
  return Math.round(amount * 10 ** CURRENCY_INFO[currency].decimals);
}
