import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { staffKeys } from './query-keys';

export const listPendingPayments = (page: number) =>
  callApi(staffEndpoints.listOfflinePayments, { query: { state: 'pending', page } });

/** GET staff/offline-payments?state=pending&page= (support and admin only). */
export function usePendingPayments(page: number) {
  return useQuery({
    queryKey: staffKeys.payments(page),
    queryFn: () => listPendingPayments(page),
    placeholderData: keepPreviousData,
  });
}
