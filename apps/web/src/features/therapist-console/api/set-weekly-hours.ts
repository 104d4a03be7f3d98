import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleEndpoints, type WeeklyRangeView } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { consoleKeys } from './query-keys';

export const setWeeklyHours = async (weekly: WeeklyRangeView[]) =>
  (await callApi(consoleEndpoints.setWeeklyHours, { body: { weekly } })).data;

/** PUT therapist/hours/weekly: replaces every range; the free slots change with it. */
export function useSetWeeklyHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWeeklyHours,
    onSuccess: (hours) => {
      queryClient.setQueryData(consoleKeys.hours, hours);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.allTimes });
    },
  });
}
