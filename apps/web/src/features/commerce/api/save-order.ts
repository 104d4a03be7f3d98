import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commerceEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { commerceKeys } from './query-keys';

export const saveOrder = async (_: void) =>
  (await callApi(commerceEndpoints.saveOrder)).data.factor;

/** SPEC.md §7: POST saveorder — the basket becomes a factor and empties. */
export function useSaveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrder,
    onSuccess: (factor) => {
      queryClient.setQueryData(commerceKeys.factor(factor.id), factor);
      void queryClient.invalidateQueries({ queryKey: commerceKeys.cart });
      void queryClient.invalidateQueries({ queryKey: commerceKeys.allFactors });
    },
  });
}
