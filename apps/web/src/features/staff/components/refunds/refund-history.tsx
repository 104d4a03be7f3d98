import { formatZoned } from '@ravan/contract';
import type { StaffFactorView } from '../../lib/refund-form';
import { useViewer } from '../../../auth';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { Money } from '../../../commerce';

/** Refunds already made on the invoice, newest as the server lists them. */
export function RefundHistory({ refunds }: { refunds: StaffFactorView['refunds'] }) {
  const { t, digits } = useI18n();
  const viewer = useViewer();
  if (refunds.length === 0) return <p className="muted">{t('staffRefunds.noRefunds')}</p>;
  return (
    <table className="commerce-table" data-testid="refund-history">
      <thead>
        <tr>
          <th scope="col">{t('staffRefunds.date')}</th>
          <th scope="col">{t('staffRefunds.sessions')}</th>
          <th scope="col">{t('staffRefunds.amount')}</th>
          <th scope="col">{t('staffRefunds.method')}</th>
          <th scope="col">{t('staffRefunds.reason')}</th>
        </tr>
      </thead>
      <tbody>
        {refunds.map((refund) => (
          <tr key={refund.id}>
            <th scope="row" className="cell-title">
              {formatZoned(refund.created_at, viewer, 'datetime')}
            </th>
            <td data-label={t('staffRefunds.sessions')}>{digits(refund.sessions)}</td>
            <td data-label={t('staffRefunds.amount')}>
              <Money amount={refund.amount} currency={refund.currency} />
            </td>
            <td data-label={t('staffRefunds.method')}>
              {t(refund.method === 'wallet' ? 'staffRefunds.toWallet' : 'staffRefunds.toOriginal')}
              {refund.state === 'pending_gateway' ? (
                <span className="muted staff-table-note">{t('staffRefunds.pendingGateway')}</span>
              ) : null}
            </td>
            <td data-label={t('staffRefunds.reason')}>{refund.reason ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
