import {
  FREE_CHANGE_NOTICE_HOURS,
  STAFF_OVERRIDES,
  staffOverrideBody,
  z,
  type ConsoleSession,
  formatZoned,
  type ZonedOptions,
} from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../lib/use-contract-form';
import { useOverrideSession } from '../api/override-session';
import { overrideAvailable } from '../lib/override-rules';

const overrideForm = z.omit(staffOverrideBody, { version: true });

/** Set a rule aside for one session: an action and a required reason, kept in the audit log. */
export function OverrideDialog({
  session,
  zoned,
  onClose,
}: {
  session: ConsoleSession;
  zoned: ZonedOptions;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const override = useOverrideSession();
  const firstAvailable = STAFF_OVERRIDES.find((action) => overrideAvailable(action, session));
  const { register, onSubmit, busy, fieldError } = useContractForm({
    schema: overrideForm,
    mode: 'onSubmit',
    defaultValues: { action: firstAvailable ?? 'grant_reschedule', reason: '' },
    submit: (values) =>
      override.mutateAsync({ sessionId: session.id, version: session.version, ...values }),
    onSuccess: () => {
      snackbar.show(t('staffSessions.overridden'), 'success');
      onClose();
    },
    // The session changed meanwhile: the snackbar says so, and the list behind reloads.
    onFailure: (error) => {
      if (error instanceof ApiError && error.status === 409) onClose();
    },
  });
  const formId = `override-${session.id}`;

  return (
    <Dialog
      title={t('staffSessions.overrideTitle', { id: session.id })}
      onEscape={busy ? undefined : onClose}
      data-testid="override-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('staff.payments.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t('staffSessions.overrideSubmit')}
          </Button>
        </>
      }
    >
      <p>{formatZoned(session.starts_at, zoned, 'datetime')}</p>
      <form id={formId} className="stack" onSubmit={onSubmit} noValidate>
        <ChoiceGroup
          legend={t('staffSessions.action')}
          choices={STAFF_OVERRIDES.map((action) => ({
            value: action,
            label: t(`staffSessions.action.${action}`),
            detail: t(`staffSessions.actionHint.${action}`, { hours: FREE_CHANGE_NOTICE_HOURS }),
            disabled: !overrideAvailable(action, session),
          }))}
          inputProps={register('action')}
          error={fieldError('action')}
        />
        <TextareaField
          label={t('staffSessions.reason')}
          rows={3}
          maxLength={500}
          required
          error={fieldError('reason')}
          {...register('reason')}
        />
        <Notice tone="info">
          <p>{t('staffSessions.audited')}</p>
        </Notice>
      </form>
    </Dialog>
  );
}
