import {
  addDays,
  instantOf,
  localDateOf,
  localTimeOf,
  minutesOfDay,
  weekdayOf,
} from '@ravan/contract';

/**
 * The little zone arithmetic bookings need, on top of the contract's zoned-time: what a clock in a zone
 * shows, and "the same wall time N weeks later" across daylight-saving changes.
 */
export interface WallParts {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  hour: number;
  minute: number;
}

const MINUTE_MS = 60_000;

export function wallParts(instant: Date, tz: string): WallParts {
  const date = localDateOf(instant, tz);
  const minutes = minutesOfDay(localTimeOf(instant, tz));
  return { date, weekday: weekdayOf(date), hour: Math.floor(minutes / 60), minute: minutes % 60 };
}

/**
 * The instant, `weeks` weeks after `start`, at which the clock in `tz` shows the same weekday and
 * time as at `start`. Null when that wall time does not exist that week (a spring-forward gap);
 * in a fall-back overlap the earlier instant.
 */
export function sameWallTimeLater(start: Date, weeks: number, tz: string): Date | null {
  const date = addDays(localDateOf(start, tz), weeks * 7);
  const instant = instantOf(date, localTimeOf(start, tz), tz);
  // Wall times are whole minutes: carry `start`'s seconds and milliseconds over.
  const subMinute = ((start.getTime() % MINUTE_MS) + MINUTE_MS) % MINUTE_MS;
  return instant && new Date(instant.getTime() + subMinute);
}
