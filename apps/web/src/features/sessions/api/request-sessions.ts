import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

type RequestInput = Input<typeof sessionEndpoints.requestSessions.body>;

export const requestSessions = (body: RequestInput) =>
  callApi(sessionEndpoints.requestSessions, { body });

/** SPEC.md §7: POST user/sessions/request — booked only once a therapist approves. */
export function useRequestSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSessions,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.requests });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.userTimes });
    },
  });
}
