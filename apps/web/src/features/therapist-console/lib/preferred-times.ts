import { TIME_PERIODS, type PreferredTime, type TimePeriod } from '@ravan/contract';

export interface WeekdayPeriods {
  weekday: number;
  periods: TimePeriod[];
}

/**
 * A client's preferred periods, one entry per weekday that has any, in the display order given
 * (Saturday first in fa); periods in the day's order (morning → night), without repeats.
 */
export function periodsByWeekday(
  times: readonly PreferredTime[],
  order: readonly number[],
): WeekdayPeriods[] {
  return order
    .map((weekday) => ({
      weekday,
      periods: TIME_PERIODS.filter((period) =>
        times.some((time) => time.weekday === weekday && time.period === period),
      ),
    }))
    .filter((entry) => entry.periods.length > 0);
}
