import { useState, type FormEvent } from 'react';
import type { ConsoleRequest } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Notice } from '../../../../components/ui/notice';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { TextareaField } from '../../../../components/ui/textarea-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useDeclineRequest } from '../../api/decline-request';
import { clientName } from '../../lib/client-name';
import { useAnswerFailure } from '../../lib/use-answer-failure';
import { NamedText } from '../../../../components/ui/named-text';

/** Decline a request, with an optional note to the client; their credits stay free. */
export function DeclineDialog({
  request,
  onClose,
}: {
  request: ConsoleRequest;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const decline = useDeclineRequest();
  const [note, setNote] = useState('');
  const { failure, setFailure, onError } = useAnswerFailure(onClose);
  const formId = `decline-${request.id}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    decline.mutate(
      { requestId: request.id, version: request.version, note: note.trim() || null },
      {
        onSuccess: () => {
          snackbar.show(t('therapist.decline.done'), 'success');
          onClose();
        },
        onError,
      },
    );
  };

  return (
    <Dialog
      title={<NamedText id="therapist.decline.title" name={clientName(request.client, t)} />}
      onEscape={decline.isPending ? undefined : onClose}
      data-testid="decline-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={decline.isPending}>
            {t('therapist.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={decline.isPending}>
            {t('therapist.decline.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={onSubmit} noValidate>
        <p>{t('therapist.decline.intro')}</p>
        {failure ? (
          <Notice tone="error">
            <p>{failure}</p>
          </Notice>
        ) : null}
        <TextareaField
          label={t('therapist.decline.note')}
          hint={t('therapist.decline.noteHint')}
          value={note}
          maxLength={1000}
          rows={3}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
