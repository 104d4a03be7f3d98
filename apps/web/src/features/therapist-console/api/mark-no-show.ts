import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export const markNoShow = async ({ sessionId, version }: { sessionId: number; version: number }) =>
  (await callApi(consoleEndpoints.markNoShow, { params: { sessionId }, body: { version } })).data;

/** POST therapist/sessions/{id}/no-show: the client did not come, the credit is spent. */
export function useMarkNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoShow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleKeys.allSessions }),
  });
}
