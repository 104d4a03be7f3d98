import { TIME_PERIOD_HOURS, type PreferredTime, type TimePeriod } from '@ravan/contract';
import { wallParts } from './wall-clock';

/** The period (SPEC.md §3) a local hour falls in; null from midnight to 06:00. */
export function periodOfHour(hour: number): TimePeriod | null {
  for (const [period, [from, to]] of Object.entries(TIME_PERIOD_HOURS)) {
    if (hour >= from && hour < to) return period as TimePeriod;
  }
  return null;
}

/** Whether a slot starts on a weekday and in a period the client prefers, in the client's zone. */
export function matchesPreferredTimes(start: Date, tz: string, times: PreferredTime[]): boolean {
  const local = wallParts(start, tz);
  const period = periodOfHour(local.hour);
  return times.some((time) => time.weekday === local.weekday && time.period === period);
}
