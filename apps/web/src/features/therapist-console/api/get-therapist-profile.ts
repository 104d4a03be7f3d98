import { useQuery } from '@tanstack/react-query';
import { consoleEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export const getTherapistProfile = async () =>
  (await callApi(consoleEndpoints.getTherapistProfile)).data;

export type TherapistConsoleProfile = Awaited<ReturnType<typeof getTherapistProfile>>;

/** GET therapist/profile: the signed-in therapist's id, zone, bios and meeting link. */
export function useTherapistProfile() {
  return useQuery({ queryKey: consoleKeys.profile, queryFn: getTherapistProfile });
}
