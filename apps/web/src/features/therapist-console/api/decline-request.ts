import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints, type declineRequestBody, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { refreshAfterAnswer } from './invalidate-after-answer';

export type DeclineInput = { requestId: number } & Input<typeof declineRequestBody>;

export const declineRequest = async ({ requestId, ...body }: DeclineInput) =>
  (await callApi(consoleEndpoints.declineRequest, { params: { requestId }, body })).data;

/** POST therapist/requests/{id}/decline {version, note}: the client's credits stay free. */
export function useDeclineRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSettled: () => refreshAfterAnswer(queryClient),
  });
}
