import { type Factor, formatZoned } from '@ravan/contract';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useViewer } from '../../auth';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { PAYMENT_STATE_TONE, paymentStateLabel, paymentTypeLabel } from '../lib/labels';
import { Money } from './money';

/**
 * An invoice's payments with type and state as SPEC.md §4 words them (wallet_pending blank); a
 * rejected bank transfer says why staff rejected it.
 */
export function PaymentList({ factor }: { factor: Factor }) {
  const { t } = useI18n();
  const viewer = useViewer();
  if (factor.payments.length === 0)
    return <p className="muted">{t('commerce.factor.noPayments')}</p>;
  return (
    <table className="commerce-table" data-testid="payment-list">
      <thead>
        <tr>
          <th scope="col">{t('commerce.factor.paymentType')}</th>
          <th scope="col">{t('commerce.factor.paymentDate')}</th>
          <th scope="col">{t('commerce.factor.paymentAmount')}</th>
          <th scope="col">{t('commerce.factor.paymentState')}</th>
        </tr>
      </thead>
      <tbody>
        {factor.payments.map((payment) => {
          const state = paymentStateLabel(payment.state);
          return (
            <tr key={payment.id} data-testid="payment-row">
              <th scope="row" className="cell-title">
                {t(paymentTypeLabel(payment.type))}
                {payment.state === 'rejected' && payment.review_note ? (
                  <span className="muted cell-note" data-testid="payment-review-note">
                    {t('commerce.factor.rejectedReason', {
                      // Isolated: a reason in the other script keeps its own direction.
                      reason: `\u2068${payment.review_note}\u2069`,
                    })}
                  </span>
                ) : null}
              </th>
              <td data-label={t('commerce.factor.paymentDate')}>
                {formatZoned(payment.paid_at ?? payment.created_at, viewer, 'datetime')}
              </td>
              <td data-label={t('commerce.factor.paymentAmount')}>
                <Money amount={payment.amount} currency={payment.currency} />
              </td>
              <td data-label={t('commerce.factor.paymentState')}>
                {state ? (
                  <StatusBadge tone={PAYMENT_STATE_TONE[payment.state]} testId="payment-state">
                    {t(state)}
                  </StatusBadge>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
