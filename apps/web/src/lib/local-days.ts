import type { Locale } from '@ravan/contract';
import { formatZoned, weekdayOrder, type ZonedOptions, type ZonedStyle } from './format-zoned';

/*
 * Local calendar days as ISO dates (YYYY-MM-DD, Gregorian as the API reads them) in a given zone.
 * Day arithmetic runs on UTC midnights, so it never meets a daylight-saving change.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(tz: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(tz);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US-u-ca-gregory-nu-latn', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormatters.set(tz, formatter);
  }
  return formatter;
}

/** The local day an instant falls on in `tz` (the zone's, not the device's). */
export function localDateOf(instant: string | Date, tz: string): string {
  const parts = dayFormatter(tz).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);

export function addDays(date: string, days: number): string {
  const next = toUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as the contract counts weekdays. */
export const weekdayOf = (date: string): number => toUtc(date).getUTCDay();

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

/** A local date (YYYY-MM-DD) in the viewer's language and calendar; the zone plays no part. */
export function formatLocalDate(
  date: string,
  options: Omit<ZonedOptions, 'tz'>,
  style: ZonedStyle,
): string {
  return formatZoned(dateAsInstant(date), { ...options, tz: 'UTC' }, style);
}

/** A weekday's name in the UI language (0 = Sunday), from the browser's own calendar data. */
export const weekdayName = (weekday: number, locale: Locale): string =>
  formatLocalDate(dateOfWeekday(weekday), { locale }, 'weekday');
