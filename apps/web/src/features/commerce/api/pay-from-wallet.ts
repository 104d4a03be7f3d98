import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commerceEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { commerceKeys } from './query-keys';

export interface WalletPaymentInput {
  factorID: number;
  /** Minor units; absent = everything due. */
  amount?: number;
}

export const payFromWallet = async ({ factorID, amount }: WalletPaymentInput) =>
  (
    await callApi(commerceEndpoints.payFactorFromWallet, {
      params: { factorID },
      body: amount === undefined ? {} : { amount },
    })
  ).data.factor;

/** SPEC.md §7: POST user/factors/{factorID}/addwalletpaymentrecord (full or partial). */
export function usePayFromWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payFromWallet,
    onSuccess: (factor) => {
      queryClient.setQueryData(commerceKeys.factor(factor.id), factor);
      void queryClient.invalidateQueries({ queryKey: commerceKeys.allWallet });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.allFactors });
    },
  });
}
