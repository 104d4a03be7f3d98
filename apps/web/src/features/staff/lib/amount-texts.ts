import { CURRENCIES, type Currency } from '@ravan/contract';
import { parseAmount } from '../../commerce';
import { amountInput } from './number-text';

/** What is typed in the per-currency amount fields, in major units; '' = no amount. */
export type AmountTexts = Record<Currency, string>;
export type AmountEntry = { currency: Currency; amount: number };

/** The fields filled from saved amounts (minor units); currencies without one stay empty. */
export function amountTexts(saved: readonly AmountEntry[] = []): AmountTexts {
  return Object.fromEntries(
    CURRENCIES.map((currency) => {
      const entry = saved.find((item) => item.currency === currency);
      return [currency, entry ? amountInput(entry.amount, currency) : ''];
    }),
  ) as AmountTexts;
}

/**
 * The filled fields as a contract amount list (minor units), in SPEC.md's currency order. A field
 * that is not an amount is left out and reported under `${field}.${currency}` in `errors`.
 */
export function amountEntries(
  texts: AmountTexts,
  field: string,
  errors: Record<string, string>,
): AmountEntry[] {
  const entries: AmountEntry[] = [];
  for (const currency of CURRENCIES) {
    const text = texts[currency].trim();
    if (!text) continue;
    const amount = parseAmount(text, currency);
    if (amount === null) errors[`${field}.${currency}`] = 'v.invalid';
    else entries.push({ currency, amount });
  }
  return entries;
}

/**
 * Where a schema issue about an amount list belongs: `['prices', 2, 'amount']` → the field of
 * the currency at index 2 (`prices.euro`); the list itself → the group (`prices`).
 */
export function amountFieldOf(path: readonly PropertyKey[], entries: readonly AmountEntry[]) {
  const [field, index] = path;
  const currency = typeof index === 'number' ? entries[index]?.currency : undefined;
  return currency ? `${String(field)}.${currency}` : String(field);
}
