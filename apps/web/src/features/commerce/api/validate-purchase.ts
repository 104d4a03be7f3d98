import { useQuery } from '@tanstack/react-query';
import { paymentEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

export const validatePurchase = async (paymentID: number) =>
  (await callApi(paymentEndpoints.validatePurchase, { params: { paymentID } })).data;

const POLL_MS = 2_000;
const POLL_LIMIT = 15;

/**
 * SPEC.md §7: GET user/validatePurchase/{paymentID} after the gateway. While the bank's answer is
 * still awaited it asks again every 2 s, for half a minute at most.
 */
export function useValidatePurchase(paymentID: number) {
  return useQuery({
    queryKey: ['commerce', 'validate-purchase', paymentID],
    queryFn: () => validatePurchase(paymentID),
    enabled: Number.isInteger(paymentID) && paymentID > 0,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.payment.state === 'awaiting' && query.state.dataUpdateCount < POLL_LIMIT
        ? POLL_MS
        : false,
  });
}
