import { useQuery } from '@tanstack/react-query';
import { consoleEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export const getHours = async () => (await callApi(consoleEndpoints.getHours)).data;

export type TherapistHours = Awaited<ReturnType<typeof getHours>>;

/** GET therapist/hours: weekly ranges in the therapist's zone and exceptions from today on. */
export function useHours() {
  return useQuery({ queryKey: consoleKeys.hours, queryFn: getHours });
}
