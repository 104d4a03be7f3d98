import { BOOKING_NOTICE_HOURS, type Locale, localDateOf, weekStartOf } from '@ravan/contract';

/**
 * The week to open a slot view on: the one holding the earliest bookable instant (slots start
 * BOOKING_NOTICE_HOURS from now), so late on the week's last day it is already the next week.
 */
export function firstBookableWeek(tz: string, locale: Locale, now: Date = new Date()): string {
  const earliest = new Date(now.getTime() + BOOKING_NOTICE_HOURS * 3_600_000);
  return weekStartOf(localDateOf(earliest, tz), locale);
}
