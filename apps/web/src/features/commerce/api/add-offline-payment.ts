import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  OFFLINE_PAYMENT_FIELDS,
  offlineEndpoints,
  type OfflinePayment,
  type Factor,
} from '@ravan/contract';
import { buildUrl } from '../../../lib/api-client';
import { postForm } from '../../../lib/file-transfer';
import { commerceKeys } from './query-keys';

export interface OfflinePaymentInput {
  factorID: number;
  /** Minor units. */
  amount: number;
  receipt: File;
}

export async function addOfflinePayment({ factorID, amount, receipt }: OfflinePaymentInput) {
  const form = new FormData();
  form.append(OFFLINE_PAYMENT_FIELDS.amount, String(amount));
  form.append(OFFLINE_PAYMENT_FIELDS.receipt, receipt);
  const url = buildUrl(offlineEndpoints.addOfflinePayment.path, { factorID }, undefined);
  const answer = await postForm<{ data: { factor: Factor; payment: OfflinePayment | null } }>(
    url,
    form,
  );
  return answer.data;
}

/** SPEC.md §7: POST user/factors/{factorId}/addofflinepayment — a bank transfer with its receipt. */
export function useAddOfflinePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOfflinePayment,
    onSuccess: ({ factor }) => {
      queryClient.setQueryData(commerceKeys.factor(factor.id), factor);
      void queryClient.invalidateQueries({ queryKey: commerceKeys.transfer(factor.id) });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.allFactors });
    },
  });
}
