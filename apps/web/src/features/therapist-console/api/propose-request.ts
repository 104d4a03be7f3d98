import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints, type Input, type proposeRequestBody } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { refreshAfterAnswer } from './invalidate-after-answer';

export type ProposeInput = { requestId: number } & Input<typeof proposeRequestBody>;

export const proposeRequest = async ({ requestId, ...body }: ProposeInput) =>
  (await callApi(consoleEndpoints.proposeRequest, { params: { requestId }, body })).data;

/** POST therapist/requests/{id}/propose {version, start, weekly, note}: the client decides. */
export function useProposeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeRequest,
    onSettled: () => refreshAfterAnswer(queryClient),
  });
}
