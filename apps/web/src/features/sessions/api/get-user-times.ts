import { useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

export const getUserTimes = async () => (await callApi(sessionEndpoints.getUserTimes)).data.times;

/** GET user/times: the client's preferred periods, to start the request form from. */
export function useUserTimes() {
  return useQuery({ queryKey: sessionKeys.userTimes, queryFn: getUserTimes, staleTime: 60_000 });
}
