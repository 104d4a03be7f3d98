import { useState, type FormEvent } from 'react';
import { formatMoney, formatZoned, type StaffOfflinePayment } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useViewer } from '../../auth';
import { ReceiptView } from './receipt-view';

/**
 * The one place a transfer is approved or rejected: it shows who sent how much for which
 * invoice, and the receipt, before either. Reject stands apart from Approve (the opposite end of
 * the row), and asks for its reason in a second step.
 */
export function ReviewDialog({
  payment,
  clientName,
  busy,
  onApprove,
  onReject,
  onCancel,
}: {
  payment: StaffOfflinePayment;
  clientName: string;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t, locale } = useI18n();
  const viewer = useViewer();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const id = payment.factor.id;
  const formId = `reject-${payment.id}`;
  const money = (amount: number) => formatMoney(amount, payment.currency, locale);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(t('staff.payments.reasonRequired'));
      return;
    }
    onReject(text);
  };

  const actions = rejecting ? (
    <>
      <Button variant="ghost" onClick={() => setRejecting(false)} disabled={busy}>
        {t('staff.payments.back')}
      </Button>
      <span className="dialog-actions-gap" aria-hidden="true" />
      <Button type="submit" form={formId} busy={busy}>
        {t('staff.payments.confirmReject')}
      </Button>
    </>
  ) : (
    <>
      <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy}>
        {t('staff.payments.rejectEllipsis')}
      </Button>
      <span className="dialog-actions-gap" aria-hidden="true" />
      <Button variant="ghost" onClick={onCancel} disabled={busy}>
        {t('staff.payments.cancel')}
      </Button>
      <Button onClick={onApprove} busy={busy}>
        {t('staff.payments.confirmApprove', { amount: money(payment.amount) })}
      </Button>
    </>
  );

  return (
    <Dialog
      title={t('staff.payments.reviewTitle', { id })}
      onEscape={busy ? undefined : onCancel}
      data-testid="review-dialog"
      actions={actions}
    >
      <dl className="review-facts">
        <dt>{t('staff.payments.client')}</dt>
        <dd data-testid="review-client">
          <bdi>{clientName}</bdi>
          {payment.user.email ? (
            <>
              {' '}
              <bdi className="muted" dir="ltr">
                {payment.user.email}
              </bdi>
            </>
          ) : null}
        </dd>
        <dt>{t('staff.payments.amount')}</dt>
        <dd>
          <bdi className="money" data-testid="review-amount">
            {money(payment.amount)}
          </bdi>
        </dd>
        <dt>{t('staff.payments.factor')}</dt>
        <dd>
          {t('staff.payments.factorNumber', { id })}{' '}
          <bdi dir="ltr" className="muted" data-testid="review-reference">
            {payment.factor.reference}
          </bdi>
        </dd>
        <dt>{t('staff.payments.due')}</dt>
        <dd>
          <bdi className="money">
            {formatMoney(payment.factor.due, payment.factor.currency, locale)}
          </bdi>
        </dd>
        <dt>{t('staff.payments.date')}</dt>
        <dd>{formatZoned(payment.created_at, viewer, 'datetime')}</dd>
      </dl>
      <ReceiptView url={payment.receipt_url} factorId={id} />
      {rejecting ? (
        <form id={formId} onSubmit={onSubmit} noValidate>
          <TextField
            label={t('staff.payments.rejectReason')}
            value={reason}
            maxLength={500}
            error={error}
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
        </form>
      ) : null}
    </Dialog>
  );
}
