import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { errorText } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useDownloadSessionFactor } from '../api/download-session-factor';

/** The session's invoice as a PDF; a failed download shows the server's message (SPEC.md §8). */
export function FactorButton({ sessionId, factorId }: { sessionId: number; factorId: number }) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const download = useDownloadSessionFactor();
  return (
    <Button
      variant="ghost"
      busy={download.isPending}
      data-testid="session-factor"
      onClick={() =>
        download.mutate(
          { sessionId, factorId },
          { onError: (error) => snackbar.show(errorText(error, t), 'error') },
        )
      }
    >
      {t('sessions.card.invoice')}
    </Button>
  );
}
