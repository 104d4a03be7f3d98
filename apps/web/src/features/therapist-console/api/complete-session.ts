import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export interface CompleteInput {
  sessionId: number;
  version: number;
  actualMinutes: number;
}

export const completeSession = async ({ sessionId, version, actualMinutes }: CompleteInput) =>
  (
    await callApi(consoleEndpoints.completeSession, {
      params: { sessionId },
      body: { version, actual_minutes: actualMinutes },
    })
  ).data;

/** POST therapist/sessions/{id}/complete: held, with the overtime charged to the client if any. */
export function useCompleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.allSessions }),
  });
}
