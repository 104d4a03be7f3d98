import { formatMoney, type Currency, type Locale } from '@ravan/contract';

/**
 * An amount for use inside a sentence: isolated (FSI … PDI) so `$10.00` keeps its order in a
 * Persian sentence and `۸۵۵٬۰۰۰ تومان` in an English one.
 */
export function moneyText(amount: number, currency: Currency, locale: Locale): string {
  return `\u2068${formatMoney(amount, currency, locale)}\u2069`;
}
