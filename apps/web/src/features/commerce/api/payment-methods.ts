import { useQuery } from '@tanstack/react-query';
import { paymentEndpoints, type Currency } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

export const getPaymentMethods = async (currency: Currency) =>
  (await callApi(paymentEndpoints.getPaymentMethods, { body: { currency } })).data.methods;

/** SPEC.md §7: POST user/paymentmethods/getmethods — how an invoice in this currency can be paid. */
export function usePaymentMethods(currency: Currency) {
  return useQuery({
    queryKey: ['commerce', 'payment-methods', currency],
    queryFn: () => getPaymentMethods(currency),
    staleTime: 5 * 60_000,
  });
}
