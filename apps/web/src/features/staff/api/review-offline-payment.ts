import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { staffKeys } from './query-keys';

export type ReviewInput =
  | { paymentId: number; decision: 'approve' }
  | { paymentId: number; decision: 'reject'; reason: string };

export const reviewPayment = async (input: ReviewInput) =>
  (input.decision === 'approve'
    ? await callApi(staffEndpoints.approveOfflinePayment, {
        params: { paymentId: input.paymentId },
      })
    : await callApi(staffEndpoints.rejectOfflinePayment, {
        params: { paymentId: input.paymentId },
        body: { reason: input.reason },
      })
  ).data;

/** POST staff/offline-payments/{id}/approve or …/reject {reason}; the pending list refreshes. */
export function useReviewPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.allPayments }),
  });
}
