import { useQuery } from '@tanstack/react-query';
import { fetchFileBlob } from '../../../lib/file-transfer';
import { staffKeys } from './query-keys';

/** A receipt (GET /api/v1/files/{id}, staff may read it) as a blob, fetched with the token. */
export function useReceipt(url: string | null) {
  return useQuery({
    queryKey: staffKeys.receipt(url ?? ''),
    queryFn: () => fetchFileBlob(url ?? ''),
    enabled: url !== null,
    staleTime: Infinity,
  });
}
