import type { Currency } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { Money } from './money';

export interface CartLine {
  packageId: number;
  title: string;
  price: number;
  qty: number;
  total: number;
}

/** The basket's lines (SPEC.md §3: title, price, qty, total); each can be removed. */
export function CartItems({
  lines,
  currency,
  removing,
  onRemove,
}: {
  lines: CartLine[];
  currency: Currency;
  removing: number | null;
  onRemove: (line: CartLine) => void;
}) {
  const { t } = useI18n();
  return (
    <table className="commerce-table" aria-label={t('commerce.basket.itemsLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('commerce.basket.item')}</th>
          <th scope="col">{t('commerce.basket.price')}</th>
          <th scope="col">{t('commerce.basket.qty')}</th>
          <th scope="col">{t('commerce.basket.total')}</th>
          <td />
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.packageId} data-testid="cart-line">
            <th scope="row" className="cell-title">
              {line.title}
            </th>
            <td data-label={t('commerce.basket.price')}>
              <Money amount={line.price} currency={currency} />
            </td>
            <td data-label={t('commerce.basket.qty')}>
              {t('commerce.basket.qtyValue', { qty: line.qty })}
            </td>
            <td data-label={t('commerce.basket.total')}>
              <Money amount={line.total} currency={currency} testId="cart-line-total" />
            </td>
            <td className="cell-action">
              <Button
                variant="ghost"
                busy={removing === line.packageId}
                onClick={() => onRemove(line)}
                aria-label={t('commerce.basket.removeNamed', { title: line.title })}
              >
                {t('commerce.basket.remove')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
