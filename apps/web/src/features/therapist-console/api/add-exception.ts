import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints, type addExceptionBody, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export const addException = async (body: Input<typeof addExceptionBody>) =>
  (await callApi(consoleEndpoints.addException, { body })).data;

/** POST therapist/hours/exceptions: a day off (whole or part) or extra hours on a date. */
export function useAddException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addException,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.hours });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.allTimes });
    },
  });
}
