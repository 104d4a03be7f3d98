import { useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

export const listCycles = async () => (await callApi(sessionEndpoints.listCycles)).data;

/** GET user/cycles: the client's therapy subjects, newest first. */
export function useCycles() {
  return useQuery({ queryKey: sessionKeys.cycles, queryFn: listCycles });
}
