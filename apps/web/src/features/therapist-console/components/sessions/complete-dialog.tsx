import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import {
  completeSessionBody,
  SESSION_MINUTES,
  z,
  type ConsoleSession,
  formatZoned,
  toLatinDigits,
} from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Notice } from '../../../../components/ui/notice';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextField } from '../../../../components/ui/text-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useContractForm } from '../../../../lib/use-contract-form';
import { useCompleteSession } from '../../api/complete-session';
import { clientName } from '../../lib/client-name';
import { useConsoleZone } from '../../lib/console-zone';
import { useAnswerFailure } from '../../lib/use-answer-failure';
import { CompleteResult, type Overtime } from './complete-result';
import { NamedText } from '../../../../components/ui/named-text';

const minutesForm = z.omit(completeSessionBody, { version: true });
const asNumber = (value: unknown) =>
  typeof value === 'string' && value.trim() ? Number(toLatinDigits(value.trim())) : value;

/** Mark a session held with its actual minutes; the minutes beyond 45 are charged to the client. */
export function CompleteDialog({
  session,
  onClose,
}: {
  session: ConsoleSession;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const { zoned } = useConsoleZone();
  const complete = useCompleteSession();
  const [done, setDone] = useState<{ minutes: number; overtime: Overtime } | null>(null);
  const { failure, setFailure, onError } = useAnswerFailure(onClose);
  const { control, register, onSubmit, busy, fieldError } = useContractForm({
    schema: minutesForm,
    mode: 'onSubmit',
    defaultValues: { actual_minutes: session.minutes || SESSION_MINUTES },
    submit: (values) => {
      setFailure(null);
      return complete.mutateAsync({
        sessionId: session.id,
        version: session.version,
        actualMinutes: values.actual_minutes,
      });
    },
    onSuccess: (result, values) => {
      snackbar.show(t('therapist.complete.done'), 'success');
      setDone({ minutes: values.actual_minutes, overtime: result.overtime });
    },
    // A failure stays in the dialog (or closes it on a conflict), never in a second snackbar.
    onFailure: (error) => {
      onError(error);
      return true;
    },
  });
  const typed = Number(useWatch({ control, name: 'actual_minutes' }));
  const extra = Number.isFinite(typed) ? Math.max(0, typed - SESSION_MINUTES) : 0;
  const formId = `complete-${session.id}`;

  return (
    <Dialog
      title={<NamedText id="therapist.complete.title" name={clientName(session.client, t)} />}
      onEscape={busy ? undefined : onClose}
      data-testid="complete-dialog"
      actions={
        done ? (
          <Button onClick={onClose}>{t('app.close')}</Button>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose} disabled={busy}>
              {t('therapist.cancel')}
            </Button>
            <Button type="submit" form={formId} busy={busy}>
              {t('therapist.complete.submit')}
            </Button>
          </>
        )
      }
    >
      <p>{formatZoned(session.starts_at, zoned, 'datetime')}</p>
      {done ? (
        <CompleteResult minutes={done.minutes} overtime={done.overtime} />
      ) : (
        <form id={formId} className="stack" onSubmit={onSubmit} noValidate>
          {failure ? (
            <Notice tone="error">
              <p>{failure}</p>
            </Notice>
          ) : null}
          <TextField
            label={t('therapist.complete.minutes')}
            hint={t('therapist.complete.hint', { minutes: SESSION_MINUTES })}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            maxLength={3}
            error={fieldError('actual_minutes')}
            {...register('actual_minutes', { setValueAs: asNumber })}
          />
          {extra > 0 ? (
            <Notice tone="info" testId="overtime-warning">
              <p>{t('therapist.complete.extra', { count: extra })}</p>
            </Notice>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}
