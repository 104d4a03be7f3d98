import { useMutation } from '@tanstack/react-query';
import { paymentEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

export const payOrder = async (factorID: number) =>
  (await callApi(paymentEndpoints.payOrder, { params: { factorID } })).data;

/** SPEC.md §7: GET payorder/{factorID}, then off to the gateway's page. */
export function usePayOrder() {
  return useMutation({
    mutationFn: payOrder,
    onSuccess: ({ redirect_url }) => window.location.assign(redirect_url),
  });
}
