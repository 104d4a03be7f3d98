import { useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

export const listDoctors = async () => (await callApi(sessionEndpoints.listDoctors)).data;

/** GET doctors: the active therapists and evaluators (public). */
export function useDoctors() {
  return useQuery({ queryKey: sessionKeys.doctors, queryFn: listDoctors, staleTime: 5 * 60_000 });
}
