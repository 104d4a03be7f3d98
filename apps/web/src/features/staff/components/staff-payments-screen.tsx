import { useState } from 'react';
import { formatMoney, formatZoned, type StaffOfflinePayment } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { ListPager } from '../../../components/ui/pager';
import { useSnackbar } from '../../../components/ui/snackbar';
import { errorText } from '../../../lib/error-text';
import { useViewer } from '../../auth';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { usePendingPayments } from '../api/list-offline-payments';
import { useReviewPayment, type ReviewInput } from '../api/review-offline-payment';
import { ReviewDialog } from './review-dialog';

/**
 * Support's review of bank transfers: pending payments; each is approved or rejected in a dialog
 * that shows the client, the amount, the invoice and the receipt first.
 */
export function StaffPaymentsScreen() {
  const { t, locale } = useI18n();
  const viewer = useViewer();
  const snackbar = useSnackbar();
  const [page, setPage] = useState(1);
  const [reviewing, setReviewing] = useState<StaffOfflinePayment | null>(null);
  const payments = usePendingPayments(page);
  const review = useReviewPayment();
  const data = payments.data;

  const act = (input: ReviewInput) =>
    review.mutate(input, {
      onSuccess: (result) => {
        const done =
          input.decision === 'approve' ? 'staff.payments.approved' : 'staff.payments.rejected';
        snackbar.show(t(result.changed ? done : 'staff.payments.unchanged'), 'success');
        setReviewing(null);
      },
      onError: (failure) => snackbar.show(errorText(failure, t), 'error'),
    });

  const clientName = (payment: StaffOfflinePayment) =>
    [payment.user.firstname, payment.user.lastname].filter(Boolean).join(' ') ||
    t('staff.payments.unnamed');

  return (
    <section className="stack commerce-page">
      <h1>{t('screen.staffPayments')}</h1>
      <p className="muted">{t('staff.payments.intro')}</p>
      <section className="card stack">
        {!data ? (
          <LoadingBlock label={t('app.loading')} />
        ) : data.data.length === 0 ? (
          <p className="muted" data-testid="staff-payments-empty">
            {t('staff.payments.empty')}
          </p>
        ) : (
          <table className="commerce-table" data-testid="staff-payments">
            <thead>
              <tr>
                <th scope="col">{t('staff.payments.client')}</th>
                <th scope="col">{t('staff.payments.factor')}</th>
                <th scope="col">{t('staff.payments.amount')}</th>
                <th scope="col">{t('staff.payments.date')}</th>
                <td />
              </tr>
            </thead>
            <tbody>
              {data.data.map((payment) => {
                const id = payment.factor.id;
                return (
                  <tr key={payment.id} data-testid="staff-payment-row">
                    <th scope="row" className="cell-title">
                      <bdi>{clientName(payment)}</bdi>
                      {payment.user.email ? (
                        <>
                          <br />
                          <bdi className="muted" dir="ltr">
                            {payment.user.email}
                          </bdi>
                        </>
                      ) : null}
                    </th>
                    <td data-label={t('staff.payments.factor')} data-testid="staff-payment-factor">
                      {t('staff.payments.factorNumber', { id })}
                    </td>
                    <td data-label={t('staff.payments.amount')}>
                      <bdi className="money" data-testid="staff-payment-amount">
                        {formatMoney(payment.amount, payment.currency, locale)}
                      </bdi>
                    </td>
                    <td data-label={t('staff.payments.date')}>
                      {formatZoned(payment.created_at, viewer, 'datetime')}
                    </td>
                    <td className="cell-action">
                      <Button
                        variant="secondary"
                        aria-label={t('staff.payments.reviewNamed', { id })}
                        disabled={review.isPending}
                        onClick={() => setReviewing(payment)}
                      >
                        {t('staff.payments.review')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        <ListPager page={page} onPage={setPage} query={payments} />
      </section>
      {reviewing ? (
        <ReviewDialog
          payment={reviewing}
          clientName={clientName(reviewing)}
          busy={review.isPending}
          onCancel={() => setReviewing(null)}
          onApprove={() => act({ paymentId: reviewing.id, decision: 'approve' })}
          onReject={(reason) => act({ paymentId: reviewing.id, decision: 'reject', reason })}
        />
      ) : null}
    </section>
  );
}
