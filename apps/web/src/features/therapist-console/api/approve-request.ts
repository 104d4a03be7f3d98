import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints, type approveRequestBody, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { refreshAfterAnswer } from './invalidate-after-answer';

export type ApproveInput = { requestId: number } & Input<typeof approveRequestBody>;

export const approveRequest = async ({ requestId, ...body }: ApproveInput) =>
  (await callApi(consoleEndpoints.approveRequest, { params: { requestId }, body })).data;

/** POST therapist/requests/{id}/approve {version, start, weekly}: books one or every session. */
export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRequest,
    onSettled: () => refreshAfterAnswer(queryClient),
  });
}
