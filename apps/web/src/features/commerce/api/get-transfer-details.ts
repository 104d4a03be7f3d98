import { useQuery } from '@tanstack/react-query';
import { offlineEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { commerceKeys } from './query-keys';

export const getTransferDetails = async (factorID: number) =>
  (await callApi(offlineEndpoints.getTransferDetails, { params: { factorID } })).data;

/** Where to send a bank transfer for an invoice, and the reference to write on it. */
export function useTransferDetails(factorID: number) {
  return useQuery({
    queryKey: commerceKeys.transfer(factorID),
    queryFn: () => getTransferDetails(factorID),
  });
}
