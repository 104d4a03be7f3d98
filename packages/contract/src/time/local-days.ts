import type { CalendarKind } from '../common/enums';
import type { Locale } from '../common/locale';
import { runtimeTimeZone } from '../lists/time-zones';
import { formatZoned, type ZonedStyle } from './format-zoned';
import { DEFAULT_TIME_ZONE } from './intl-locale';
import { addDays, weekdayOf } from './zoned-time';

/*
 * Local calendar days as ISO dates ('YYYY-MM-DD', Gregorian, as the API reads them) and the
 * week around them. Day arithmetic is on day numbers (zoned-time), so it never meets a
 * daylight-saving change.
 */

/** Weekdays in display order: Saturday first in fa, Monday first in en (0 = Sunday). */
export function weekdayOrder(locale: Locale): number[] {
  return locale === 'fa' ? [6, 0, 1, 2, 3, 4, 5] : [1, 2, 3, 4, 5, 6, 0];
}

/** The first day of the week holding `date`: Saturday in fa, Monday in en. */
export function weekStartOf(date: string, locale: Locale): string {
  const first = weekdayOrder(locale)[0] ?? 1;
  return addDays(date, -((weekdayOf(date) - first + 7) % 7));
}

export const daysFrom = (from: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => addDays(from, index));

/** A local date as an instant that shows the same day in UTC (to format a date-only value). */
export const dateAsInstant = (date: string): string => `${date}T12:00:00Z`;

/** A date that falls on `weekday` (0 = Sunday), to name the weekday with a formatter. */
export const dateOfWeekday = (weekday: number): string => addDays('2024-01-07', weekday);

/** A local date (YYYY-MM-DD) in the reader's language and calendar; the zone plays no part. */
export function formatLocalDate(
  date: string,
  options: { locale: Locale; calendar?: CalendarKind | null },
  style: ZonedStyle,
): string {
  return formatZoned(dateAsInstant(date), { ...options, tz: 'UTC' }, style);
}

/** A weekday's name in the UI language (0 = Sunday), from the runtime's own calendar data. */
export const weekdayName = (weekday: number, locale: Locale, style: 'long' | 'short' = 'long') =>
  formatLocalDate(
    dateOfWeekday(weekday),
    { locale },
    style === 'long' ? 'weekday' : 'weekdayShort',
  );

/** The zone this runtime (browser or server) is set to; 'UTC' when it says none. */
export function systemTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

// Zone as stored → the spelling this runtime's Intl accepts, or the default when it accepts none.
const usable = new Map<string, string>();

/**
 * A stored zone as this runtime can use it: unset or unknown zones read as DEFAULT_TIME_ZONE
 * (Asia/Tehran), renamed ones by the spelling this runtime knows (Kyiv/Kiev…).
 */
export function usableTimeZone(tz: string | null | undefined): string {
  if (!tz) return DEFAULT_TIME_ZONE;
  let zone = usable.get(tz);
  if (zone === undefined) {
    zone = runtimeTimeZone(tz);
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
    } catch {
      zone = DEFAULT_TIME_ZONE;
    }
    usable.set(tz, zone);
  }
  return zone;
}
