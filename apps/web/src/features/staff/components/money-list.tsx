import type { Currency } from '@ravan/contract';
import { Money } from '../../commerce';

/** Amounts in several currencies (a price list, a fixed discount), wrapping as space allows. */
export function MoneyList({
  amounts,
}: {
  amounts: readonly { currency: Currency; amount: number }[];
}) {
  return (
    <ul className="money-list">
      {amounts.map((entry) => (
        <li key={entry.currency}>
          <Money amount={entry.amount} currency={entry.currency} />
        </li>
      ))}
    </ul>
  );
}
