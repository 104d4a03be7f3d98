import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  FREE_CHANGE_NOTICE_HOURS,
  STAFF_OVERRIDES,
  staffOverrideBody,
  z,
  type ConsoleSession,
  type Input,
  type Output,
} from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { Dialog } from '../../../components/ui/dialog';
import { Notice } from '../../../components/ui/notice';
import { useSnackbar } from '../../../components/ui/snackbar';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { applyServerErrors } from '../../../lib/form-errors';
import { formatZoned, type ZonedOptions } from '../../../lib/format-zoned';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useOverrideSession } from '../api/override-session';
import { overrideAvailable } from '../lib/override-rules';

const overrideForm = z.omit(staffOverrideBody, { version: true });
type OverrideValues = Input<typeof overrideForm>;
type OverrideOutput = Output<typeof overrideForm>;

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
  const { t, tMessage } = useI18n();
  const snackbar = useSnackbar();
  const override = useOverrideSession();
  const firstAvailable = STAFF_OVERRIDES.find((action) => overrideAvailable(action, session));
  const form = useForm<OverrideValues, unknown, OverrideOutput>({
    resolver: zodResolver(overrideForm),
    defaultValues: { action: firstAvailable ?? 'grant_reschedule', reason: '' },
  });
  const errors = form.formState.errors;
  const formId = `override-${session.id}`;

  const onSubmit = form.handleSubmit((values) =>
    override.mutate(
      { sessionId: session.id, version: session.version, ...values },
      {
        onSuccess: () => {
          snackbar.show(t('staffSessions.overridden'), 'success');
          onClose();
        },
        onError: (error) => {
          const message = applyServerErrors(error, form.setError, ['action', 'reason']);
          snackbar.show(message ?? errorText(error, t), 'error');
          if (error instanceof ApiError && error.status === 409) onClose();
        },
      },
    ),
  );

  return (
    <Dialog
      title={t('staffSessions.overrideTitle', { id: session.id })}
      onEscape={override.isPending ? undefined : onClose}
      data-testid="override-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={override.isPending}>
            {t('staff.payments.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={override.isPending}>
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
          inputProps={form.register('action')}
          error={errors.action?.message ? tMessage(errors.action.message) : undefined}
        />
        <TextareaField
          label={t('staffSessions.reason')}
          rows={3}
          maxLength={500}
          required
          error={errors.reason?.message ? tMessage(errors.reason.message) : undefined}
          {...form.register('reason')}
        />
        <Notice tone="info">
          <p>{t('staffSessions.audited')}</p>
        </Notice>
      </form>
    </Dialog>
  );
}
