import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints, type Input, type therapistProfileBody } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export const updateTherapistProfile = async (body: Input<typeof therapistProfileBody>) =>
  (await callApi(consoleEndpoints.updateTherapistProfile, { body })).data;

/** POST therapist/profile; a new zone changes how hours, slots and sessions read. */
export function useUpdateTherapistProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTherapistProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(consoleKeys.profile, profile);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.hours });
      void queryClient.invalidateQueries({ queryKey: consoleKeys.allTimes });
    },
  });
}
