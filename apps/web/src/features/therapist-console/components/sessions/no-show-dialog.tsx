import { type ConsoleSession, formatZoned } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Notice } from '../../../../components/ui/notice';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useMarkNoShow } from '../../api/mark-no-show';
import { clientName } from '../../lib/client-name';
import { useConsoleZone } from '../../lib/console-zone';
import { useAnswerFailure } from '../../lib/use-answer-failure';
import { NamedText } from '../../../../components/ui/named-text';

/** Confirms that the client did not come: the session's credit is spent. */
export function NoShowDialog({
  session,
  onClose,
}: {
  session: ConsoleSession;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const { zoned } = useConsoleZone();
  const noShow = useMarkNoShow();
  const { failure, onError } = useAnswerFailure(onClose);
  const name = clientName(session.client, t);

  const confirm = () =>
    noShow.mutate(
      { sessionId: session.id, version: session.version },
      {
        onSuccess: () => {
          snackbar.show(t('therapist.noShow.done'), 'success');
          onClose();
        },
        onError,
      },
    );

  return (
    <Dialog
      title={t('therapist.noShow.title')}
      onEscape={noShow.isPending ? undefined : onClose}
      data-testid="no-show-dialog"
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={noShow.isPending}>
            {t('therapist.cancel')}
          </Button>
          <Button onClick={confirm} busy={noShow.isPending}>
            {t('therapist.noShow.submit')}
          </Button>
        </>
      }
    >
      <p>
        <NamedText
          id="therapist.noShow.question"
          name={name}
          values={{ when: formatZoned(session.starts_at, zoned, 'datetime') }}
        />
      </p>
      <p className="muted">{t('therapist.noShow.consequence')}</p>
      {failure ? (
        <Notice tone="error">
          <p>{failure}</p>
        </Notice>
      ) : null}
    </Dialog>
  );
}
