import { useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

export const profileQueryKey = ['profile'] as const;

export const getProfile = async () => (await callApi(profileEndpoints.getProfile)).data.profile;

export function useProfile(enabled = true) {
  return useQuery({ queryKey: profileQueryKey, queryFn: getProfile, enabled, staleTime: 60_000 });
}
