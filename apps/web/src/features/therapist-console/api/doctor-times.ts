import { useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export interface TimesWindow {
  therapistId: number;
  /** First local day, YYYY-MM-DD in `tz`. */
  from: string;
  days: number;
  tz: string;
}

export const getDoctorTimes = async ({ therapistId, from, days, tz }: TimesWindow) =>
  (
    await callApi(sessionEndpoints.doctorTimes, {
      params: { doctorId: therapistId },
      query: { from, days, tz },
    })
  ).data;

/** GET user/doctor/{id}/times?from&days&tz: free slots over local days of the given zone. */
export function useDoctorTimes(window: TimesWindow) {
  return useQuery({
    queryKey: consoleKeys.times(window.therapistId, window.from, window.days, window.tz),
    queryFn: () => getDoctorTimes(window),
    staleTime: 15_000,
  });
}
