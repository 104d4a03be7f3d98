import { Button } from '../../../components/ui/button';
import { useSnackbar } from '../../../components/ui/snackbar';
import { errorText } from '../../../lib/error-text';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useDownloadFactorPdf } from '../api/download-factor-pdf';

/** Saves the invoice as a PDF; a failed download shows the server's message (SPEC.md §8). */
export function FactorPdfButton({ factorID }: { factorID: number }) {
  const { t } = useI18n();
  const snackbar = useSnackbar();
  const download = useDownloadFactorPdf();
  return (
    <Button
      variant="ghost"
      busy={download.isPending}
      data-testid="factor-pdf"
      onClick={() =>
        download.mutate(factorID, {
          onError: (error) => snackbar.show(errorText(error, t), 'error'),
        })
      }
    >
      {t('commerce.factor.pdf')}
    </Button>
  );
}
