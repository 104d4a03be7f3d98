import { useState, type FormEvent } from 'react';
import type { ConsoleRequest } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { ChoiceGroup } from '../../../../components/ui/choice-group';
import { Dialog } from '../../../../components/ui/dialog';
import { Notice } from '../../../../components/ui/notice';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { errorText } from '../../../../lib/error-text';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useApproveRequest } from '../../api/approve-request';
import { useProposeRequest } from '../../api/propose-request';
import { clientName } from '../../lib/client-name';
import { isSlotTaken } from '../../lib/conflict-errors';
import { useAnswerFailure } from '../../lib/use-answer-failure';
import { SlotPicker } from './slot-picker';
import { NamedText } from '../../../../components/ui/named-text';

/**
 * Approve a request at one of the therapist's free slots, or propose one to the client (with a
 * note). A slot taken meanwhile keeps the dialog open on fresh slots; any other 409 (the request
 * changed or was answered) closes it — the list behind has been reloaded either way.
 */
export function BookDialog({
  mode,
  request,
  onClose,
}: {
  mode: 'approve' | 'propose';
  request: ConsoleRequest;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const approve = useApproveRequest();
  const propose = useProposeRequest();
  const busy = approve.isPending || propose.isPending;
  const [start, setStart] = useState<string | null>(null);
  const [weekly, setWeekly] = useState(request.sessions > 1);
  const [note, setNote] = useState('');
  const [slotError, setSlotError] = useState<string | undefined>();
  const { failure, setFailure, onError: answerFailed } = useAnswerFailure(onClose);
  const formId = `book-${request.id}`;
  const name = clientName(request.client, t);

  // A taken slot (a 409 too) keeps the dialog open, to pick another one.
  const onError = (error: unknown) => {
    if (!isSlotTaken(error)) return answerFailed(error);
    setStart(null);
    setFailure(errorText(error, t));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!start) {
      setSlotError(t('therapist.slots.required'));
      return;
    }
    setFailure(null);
    const input = { requestId: request.id, version: request.version, start, weekly };
    if (mode === 'approve') {
      approve.mutate(input, {
        onSuccess: (result) => {
          snackbar.show(t('therapist.book.approved', { count: result.sessions.length }), 'success');
          onClose();
        },
        onError,
      });
    } else {
      propose.mutate(
        { ...input, note: note.trim() || null },
        {
          onSuccess: () => {
            snackbar.show(t('therapist.book.proposed'), 'success');
            onClose();
          },
          onError,
        },
      );
    }
  };

  return (
    <Dialog
      title={
        <NamedText
          id={mode === 'approve' ? 'therapist.book.approveTitle' : 'therapist.book.proposeTitle'}
          name={name}
        />
      }
      onEscape={busy ? undefined : onClose}
      data-testid={`${mode}-dialog`}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('therapist.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {t(
              mode === 'approve' ? 'therapist.book.approveSubmit' : 'therapist.book.proposeSubmit',
            )}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={onSubmit} noValidate>
        {failure ? (
          <Notice tone="error" testId="book-error">
            <p>{failure}</p>
          </Notice>
        ) : null}
        <SlotPicker
          value={start}
          onChange={(next) => {
            setStart(next);
            setSlotError(undefined);
          }}
          error={slotError}
        />
        {request.sessions > 1 ? (
          <ChoiceGroup
            legend={t('therapist.book.howMany')}
            choices={[
              { value: 'once', label: t('therapist.book.once') },
              { value: 'weekly', label: t('therapist.book.weekly', { count: request.sessions }) },
            ]}
            value={weekly ? 'weekly' : 'once'}
            onChange={(choice) => setWeekly(choice === 'weekly')}
          />
        ) : null}
        {mode === 'propose' ? (
          <TextareaField
            label={t('therapist.book.note')}
            hint={t('therapist.book.noteHint')}
            value={note}
            maxLength={1000}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
          />
        ) : null}
      </form>
    </Dialog>
  );
}
