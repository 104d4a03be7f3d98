import { CURRENCIES, formatMoney, type Currency, type Locale } from '@ravan/contract';

/** Whether a currency the API sent as a plain string is one the app can format. */
export const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

/**
 * An amount for use inside a sentence: isolated (FSI … PDI) so `$10.00` keeps its order in a
 * Persian sentence and `۸۵۵٬۰۰۰ تومان` in an English one.
 */
export function moneyText(amount: number, currency: Currency, locale: Locale): string {
  return `\u2068${formatMoney(amount, currency, locale)}\u2069`;
}
