import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export const removeException = (exceptionId: number) =>
  callApi(consoleEndpoints.removeException, { params: { exceptionId } });

/** DELETE therapist/hours/exceptions/{id}. */
export function useRemoveException() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeException,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: consoleKeys.hours });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.allTimes });
    },
  });
}
