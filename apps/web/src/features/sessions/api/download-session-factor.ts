import { useMutation } from '@tanstack/react-query';
import { invoiceEndpoints } from '@ravan/contract';
import { buildUrl } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/file-transfer';

export interface SessionFactorInput {
  sessionId: number;
  factorId: number;
}

export const downloadSessionFactor = ({ sessionId, factorId }: SessionFactorInput) =>
  downloadFile(
    buildUrl(invoiceEndpoints.downloadSessionFactor.path, { id: sessionId }, undefined),
    invoiceEndpoints.invoicePdfFilename(factorId),
  );

/** SPEC.md §7: download user/sessions/{id}/factor as a PDF, with the bearer token. */
export function useDownloadSessionFactor() {
  return useMutation({ mutationFn: downloadSessionFactor });
}
