import type { Currency } from '@ravan/contract';
import { Money } from './money';

export interface AmountRow {
  label: string;
  amount: number;
  /** Shown as a deduction (discount). */
  minus?: boolean;
  strong?: boolean;
  testId?: string;
}

/** Label and amount pairs (subtotal, discount, final…) as a description list. */
export function AmountRows({ rows, currency }: { rows: AmountRow[]; currency: Currency }) {
  return (
    <dl className="amount-rows">
      {rows.map((row) => (
        <div key={row.label} className={row.strong ? 'amount-row amount-strong' : 'amount-row'}>
          <dt>{row.label}</dt>
          <dd>
            {row.minus && row.amount > 0 ? <span aria-hidden="true">− </span> : null}
            <Money amount={row.amount} currency={currency} testId={row.testId} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
