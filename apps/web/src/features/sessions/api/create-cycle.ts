import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

type CycleInput = Input<typeof sessionEndpoints.createCycle.body>;

export const createCycle = async (body: CycleInput) =>
  (await callApi(sessionEndpoints.createCycle, { body })).data;

/** SPEC.md §7: POST user/cycles — a therapy subject (category, at least 20 characters). */
export function useCreateCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCycle,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.cycles }),
  });
}
