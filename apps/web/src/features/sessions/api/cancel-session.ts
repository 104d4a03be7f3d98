import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

export const cancelSession = ({ id, version }: { id: number; version: number }) =>
  callApi(sessionEndpoints.cancelSession, { params: { id }, body: { version } });

/** POST user/sessions/:id/cancel — free 24 hours ahead, otherwise the full fee is charged. */
export function useCancelSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSession,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.sessions }),
  });
}
