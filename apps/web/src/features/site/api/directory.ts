import { useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

/*
 * The public directory's calls. The same `GET doctors` the booking screens use, under the same
 * cache key (['sessions', 'doctors']), so a visitor who goes on to book does not load it twice.
 */
const listDoctors = async () => (await callApi(sessionEndpoints.listDoctors)).data;

export function useDirectory() {
  return useQuery({
    queryKey: ['sessions', 'doctors'],
    queryFn: listDoctors,
    staleTime: 5 * 60_000,
  });
}

/** Every therapist's soonest free slot in the next two weeks, dated in the viewer's zone. */
export function useSoonest(tz: string) {
  return useQuery({
    queryKey: ['sessions', 'soonest', tz],
    queryFn: async () => (await callApi(sessionEndpoints.doctorsSoonest, { query: { tz } })).data,
    staleTime: 60_000,
  });
}
