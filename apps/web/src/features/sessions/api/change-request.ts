import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

export interface ChangeRequestInput {
  id: number;
  body: Input<typeof sessionEndpoints.changeRequest.body>;
}

export const changeRequest = ({ id, body }: ChangeRequestInput) =>
  callApi(sessionEndpoints.changeRequest, { params: { userSession: id }, body });

/** SPEC.md §7: POST user/sessions/request/{userSession} — change or withdraw (version-checked). */
export function useChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRequest,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sessionKeys.requests }),
  });
}
