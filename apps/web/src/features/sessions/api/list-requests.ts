import { useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

export const listRequests = async () => (await callApi(sessionEndpoints.listRequests)).data;

/** GET user/sessions/requests: the client's requests, open ones first. */
export function useRequests() {
  return useQuery({ queryKey: sessionKeys.requests, queryFn: listRequests });
}
