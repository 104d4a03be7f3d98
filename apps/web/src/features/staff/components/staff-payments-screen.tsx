import { Fragment, useState } from 'react';
import { formatMoney, type StaffOfflinePayment, formatZoned } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { Pager } from '../../../components/ui/pager';
import { useSnackbar } from '../../../components/ui/snackbar';
import { errorText } from '../../../lib/error-text';
import { useViewer } from '../../auth';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { usePendingPayments } from '../api/list-offline-payments';
import { useReviewPayment, type ReviewInput } from '../api/review-offline-payment';
import { ReceiptView } from './receipt-view';
import { RejectDialog } from './reject-dialog';

/** Support's review of bank transfers: pending payments, their receipts, approve or reject. */
export function StaffPaymentsScreen() {
  const { t, locale } = useI18n();
  const viewer = useViewer();
  const snackbar = useSnackbar();
  const [page, setPage] = useState(1);
  const [openReceipt, setOpenReceipt] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<StaffOfflinePayment | null>(null);
  const payments = usePendingPayments(page);
  const review = useReviewPayment();
  const data = payments.data;

  const act = (input: ReviewInput) =>
    review.mutate(input, {
      onSuccess: (result) => {
        const done =
          input.decision === 'approve' ? 'staff.payments.approved' : 'staff.payments.rejected';
        snackbar.show(t(result.changed ? done : 'staff.payments.unchanged'), 'success');
        setRejecting(null);
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
                const shown = openReceipt === payment.id;
                const busy = review.isPending && review.variables.paymentId === payment.id;
                return (
                  <Fragment key={payment.id}>
                    <tr data-testid="staff-payment-row">
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
                      <td
                        data-label={t('staff.payments.factor')}
                        data-testid="staff-payment-factor"
                      >
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
                          variant="ghost"
                          aria-expanded={shown}
                          onClick={() => setOpenReceipt(shown ? null : payment.id)}
                        >
                          {shown
                            ? t('staff.payments.hideReceipt')
                            : t('staff.payments.viewReceipt')}
                        </Button>
                        <Button
                          aria-label={t('staff.payments.approveNamed', { id })}
                          busy={busy && review.variables.decision === 'approve'}
                          disabled={review.isPending}
                          onClick={() => act({ paymentId: payment.id, decision: 'approve' })}
                        >
                          {t('staff.payments.approve')}
                        </Button>
                        <Button
                          variant="secondary"
                          aria-label={t('staff.payments.rejectNamed', { id })}
                          disabled={review.isPending}
                          onClick={() => setRejecting(payment)}
                        >
                          {t('staff.payments.reject')}
                        </Button>
                      </td>
                    </tr>
                    {shown ? (
                      <tr>
                        <td colSpan={5}>
                          <ReceiptView url={payment.receipt_url} factorId={id} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        )}
        {data ? (
          <Pager
            page={page}
            perPage={data.meta.perPage}
            total={data.meta.total}
            onPage={setPage}
            busy={payments.isFetching}
          />
        ) : null}
      </section>
      {rejecting ? (
        <RejectDialog
          factorId={rejecting.factor.id}
          busy={review.isPending}
          onCancel={() => setRejecting(null)}
          onReject={(reason) => act({ paymentId: rejecting.id, decision: 'reject', reason })}
        />
      ) : null}
    </section>
  );
}
