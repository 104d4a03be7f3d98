import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

export interface RescheduleInput {
  id: number;
  version: number;
  start: string;
}

export const rescheduleSession = ({ id, version, start }: RescheduleInput) =>
  callApi(sessionEndpoints.rescheduleSession, { params: { id }, body: { version, start } });

/** POST user/sessions/:id/reschedule — to a free slot of the same therapist. */
export function useRescheduleSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleSession,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.sessions });
      void queryClient.invalidateQueries({ queryKey: sessionKeys.times });
    },
  });
}
