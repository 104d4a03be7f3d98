import { useEffect, useState } from 'react';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useReceipt } from '../api/get-receipt';

/**
 * A transfer receipt shown inline: an image from a blob URL (fetched with the bearer token), or
 * for a PDF a link that opens or saves it.
 */
export function ReceiptView({ url, factorId }: { url: string | null; factorId: number }) {
  const { t } = useI18n();
  const receipt = useReceipt(url);
  const blob = receipt.data;
  const [objectUrl, setObjectUrl] = useState<{ blob: Blob; href: string } | null>(null);

  useEffect(() => {
    if (!blob) return;
    const href = URL.createObjectURL(blob);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URL lives as long as the blob
    setObjectUrl({ blob, href });
    return () => URL.revokeObjectURL(href);
  }, [blob]);

  const title = t('staff.payments.receiptTitle', { id: factorId });
  if (url === null) return <p className="muted">{t('staff.payments.noReceipt')}</p>;
  if (receipt.isError) {
    return (
      <p className="field-error" role="alert">
        {t('staff.payments.receiptError')}
      </p>
    );
  }
  if (!blob || objectUrl?.blob !== blob) return <LoadingBlock label={t('app.loading')} />;
  if (blob.type.startsWith('image/')) {
    return (
      <figure className="staff-receipt" data-testid="receipt-view">
        <img src={objectUrl.href} alt={title} data-testid="receipt-image" />
      </figure>
    );
  }
  return (
    <div className="staff-receipt" data-testid="receipt-view">
      <a
        className="btn btn-secondary"
        href={objectUrl.href}
        target="_blank"
        rel="noopener"
        download={`receipt-${factorId}.pdf`}
        data-testid="receipt-pdf"
      >
        {t('staff.payments.openPdf')}
      </a>
    </div>
  );
}
