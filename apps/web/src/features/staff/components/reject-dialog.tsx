import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useI18n } from '../../../lib/i18n/i18n-context';

/** Asks for the reason of a rejection (the server requires one, at most 500 characters). */
export function RejectDialog({
  factorId,
  busy,
  onReject,
  onCancel,
}: {
  factorId: number;
  busy: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const formId = `reject-${factorId}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError(t('staff.payments.reasonRequired'));
      return;
    }
    onReject(text);
  };

  return (
    <Dialog
      title={t('staff.payments.rejectTitle', { id: factorId })}
      onEscape={busy ? undefined : onCancel}
      data-testid="reject-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {t('staff.payments.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('staff.payments.confirmReject')}
          </Button>
        </>
      }
    >
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
    </Dialog>
  );
}
