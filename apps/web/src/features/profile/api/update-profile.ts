import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints, type ProfileUpdate } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

export const updateProfile = (body: ProfileUpdate) =>
  callApi(profileEndpoints.updateProfile, { body });

/** Saves profile changes; the answer becomes the cached profile at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => queryClient.setQueryData(profileQueryKey, data.profile),
  });
}
