import { useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from './query-keys';

export interface TimesWindow {
  doctorId: number;
  /** First local day (YYYY-MM-DD) in the viewer's zone. */
  from: string;
  days: number;
  tz: string;
}

export const doctorTimes = async ({ doctorId, from, days, tz }: TimesWindow) =>
  (
    await callApi(sessionEndpoints.doctorTimes, {
      params: { doctorId },
      query: { from, days, tz },
    })
  ).data;

/** SPEC.md §7: GET user/doctor/{doctorId}/times — a therapist's free slots (login required). */
export function useDoctorTimes(window: TimesWindow, enabled = true) {
  return useQuery({
    queryKey: sessionKeys.doctorTimes(window.doctorId, window.from, window.days, window.tz),
    queryFn: () => doctorTimes(window),
    enabled,
  });
}
