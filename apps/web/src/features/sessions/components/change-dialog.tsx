import { useEffect, useRef, useState } from 'react';
import { type ChangeAction, type SessionView, type Slot, formatZoned } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { Notice } from '../../../components/ui/notice';
import { useSnackbar } from '../../../components/ui/snackbar';
import { errorText } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useCancelSession } from '../api/cancel-session';
import { usePreviewChange } from '../api/preview-change';
import { useRescheduleSession } from '../api/reschedule-session';
import { isStale } from '../lib/stale-error';
import { therapistName } from '../../../lib/therapist-text';
import { useViewer } from '../../auth';
import { ConsequenceBox } from './consequence-box';
import { SlotPicker } from './slot-picker';

/**
 * Cancel or move a session. The server's preview of the consequence is shown first; the client
 * confirms knowing it. A lost race or an edit made meanwhile shows the server's message and
 * reloads the preview, the session and the slots.
 */
export function ChangeDialog({
  session,
  gone,
  action,
  onClose,
}: {
  session: SessionView;
  /** The session changed meanwhile and is no longer in the list: nothing left to confirm. */
  gone: boolean;
  action: ChangeAction;
  onClose: () => void;
}) {
  const { t, tMessage, locale } = useI18n();
  const viewer = useViewer();
  const snackbar = useSnackbar();
  const preview = usePreviewChange(session.id, action, session.version, !gone);
  const cancel = useCancelSession();
  const reschedule = useRescheduleSession();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The dialog opens on what it is about (not on a button that would act at once). The confirm
  // button keeps the focus while its call runs; when it goes (the session is gone) or waits for
  // a new preview or slot after a lost race, the focus returns to the outcome, so that is read
  // out and Escape still reaches the dialog.
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (gone) outcomeRef.current?.focus();
  }, [gone]);
  const busy = cancel.isPending || reschedule.isPending;
  const when = (iso: string) =>
    t('sessions.when.dayTime', {
      day: formatZoned(iso, viewer, 'dayHeading'),
      time: formatZoned(iso, viewer, 'time'),
    });

  const callbacks = {
    onSuccess: (result: { message?: string | undefined }) => {
      const fallback = action === 'cancel' ? 'ok.session_cancelled' : 'ok.session_rescheduled';
      snackbar.show(result.message ?? tMessage(fallback), 'success');
      onClose();
    },
    onError: (error: unknown) => {
      setProblem(errorText(error, t));
      if (isStale(error)) {
        outcomeRef.current?.focus();
        setSlot(null);
        void preview.refetch();
      }
    },
  };
  const confirm = () => {
    setProblem(null);
    if (action === 'cancel') cancel.mutate({ id: session.id, version: session.version }, callbacks);
    else if (slot)
      reschedule.mutate({ id: session.id, version: session.version, start: slot.start }, callbacks);
  };

  const confirmLabel =
    action === 'cancel'
      ? t('sessions.change.confirmCancel')
      : slot
        ? t('sessions.change.confirmMove', { time: when(slot.start) })
        : t('sessions.change.pickFirst');

  return (
    <Dialog
      title={t(action === 'cancel' ? 'sessions.change.cancelTitle' : 'sessions.change.moveTitle')}
      onEscape={onClose}
      initialFocus={outcomeRef}
      data-testid="change-dialog"
      actions={
        <>
          {gone ? null : (
            <Button
              onClick={confirm}
              busy={busy}
              disabled={!preview.data || (action === 'reschedule' && !slot)}
              data-testid="confirm-change"
            >
              {confirmLabel}
            </Button>
          )}
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('sessions.change.keep')}
          </Button>
        </>
      }
    >
      <div ref={outcomeRef} tabIndex={-1} className="change-outcome">
        <p>
          {t('sessions.change.summary', {
            when: when(session.starts_at),
            name: therapistName(session.therapist, locale),
          })}
        </p>
        {problem ? <Notice tone="error">{problem}</Notice> : null}
        {gone ? <Notice>{t('sessions.change.gone')}</Notice> : null}
      </div>
      {gone ? null : preview.data ? (
        <ConsequenceBox consequence={preview.data} />
      ) : preview.isError ? (
        <Notice tone="error">{errorText(preview.error, t)}</Notice>
      ) : (
        <LoadingBlock label={t('sessions.change.previewLoading')} />
      )}
      {action === 'reschedule' && !gone ? (
        <SlotPicker
          therapistId={session.therapist.id}
          selected={slot?.start ?? null}
          onSelect={setSlot}
        />
      ) : null}
    </Dialog>
  );
}
