import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints, type Input, type staffOverrideBody } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { staffSessionKeys } from './staff-session-keys';

export type OverrideInput = { sessionId: number } & Input<typeof staffOverrideBody>;

export const overrideSession = async ({ sessionId, ...body }: OverrideInput) =>
  (await callApi(consoleEndpoints.overrideSession, { params: { sessionId }, body })).data;

/** POST staff/sessions/{id}/override {action, reason, version}: audited; the list refreshes. */
export function useOverrideSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: overrideSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffSessionKeys.all }),
  });
}
