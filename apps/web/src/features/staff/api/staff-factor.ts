import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export type RefundBody = Input<typeof staffEndpoints.refundFactor.body>;

/** GET staff/factors/{id}: the invoice, its owner, its session credits and refunds (support). */
export function useStaffFactor(factorID: number | null) {
  return useQuery({
    queryKey: catalogueKeys.factor(factorID ?? 0),
    queryFn: async () =>
      (await callApi(staffEndpoints.getStaffFactor, { params: { factorID: factorID ?? 0 } })).data,
    enabled: factorID !== null,
    retry: false,
  });
}

/** POST staff/factors/{id}/refunds; the answer carries the invoice as it is now. */
export function useRefundFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ factorID, body }: { factorID: number; body: RefundBody }) =>
      (await callApi(staffEndpoints.refundFactor, { params: { factorID }, body })).data,
    onSuccess: (result, { factorID }) =>
      queryClient.setQueryData(catalogueKeys.factor(factorID), result.view),
  });
}
