import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

export const acceptProposal = ({ id, version }: { id: number; version: number }) =>
  callApi(sessionEndpoints.acceptProposal, { params: { userSession: id }, body: { version } });

/** POST user/sessions/request/{userSession}/accept — the proposed time is booked. */
export function useAcceptProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptProposal,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.requests });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.sessions });
    },
  });
}
