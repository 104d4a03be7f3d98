import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { commerceEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { commerceKeys } from './query-keys';

export const walletRecords = (page: number) =>
  callApi(commerceEndpoints.walletRecords, { query: { page } });

/** SPEC.md §7: GET user/walletrecords?page= (entries and the balance per currency). */
export function useWalletRecords(page: number) {
  return useQuery({
    queryKey: commerceKeys.wallet(page),
    queryFn: () => walletRecords(page),
    placeholderData: keepPreviousData,
  });
}
