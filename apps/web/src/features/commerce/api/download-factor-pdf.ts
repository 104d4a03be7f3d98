import { useMutation } from '@tanstack/react-query';
import { invoiceEndpoints } from '@ravan/contract';
import { buildUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/file-transfer';

export const downloadFactorPdf = (factorID: number) =>
  downloadFile(
    buildUrl(invoiceEndpoints.downloadFactorPdf.path, { factorID }, undefined),
    invoiceEndpoints.invoicePdfFilename(factorID),
  );

/** The invoice as a PDF, fetched with the bearer token and saved (SPEC.md §7 downloads). */
export function useDownloadFactorPdf() {
  return useMutation({ mutationFn: downloadFactorPdf });
}
