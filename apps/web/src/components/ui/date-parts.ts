import {
  formatIsoDate,
  formatLocalDate,
  gregorianMonthLength,
  gregorianToJalali,
  jalaliMonthLength,
  jalaliToGregorian,
  parseIsoDate,
  type CalendarKind,
  type DateParts,
  type Locale,
} from '@ravan/contract';

/*
 * A date field's parts in the calendar the person reads (Solar Hijri or Gregorian), to and from
 * the ISO Gregorian date ('YYYY-MM-DD') the API keeps. Arithmetic is the contract's (jalaali-js).
 */

/** An ISO date's year, month and day in `calendar`; null for anything that is not a date. */
export function partsIn(iso: string | null | undefined, calendar: CalendarKind): DateParts | null {
  const parts = parseIsoDate(iso);
  if (!parts) return null;
  return calendar === 'solar' ? gregorianToJalali(parts) : parts;
}

export const monthLengthIn = (calendar: CalendarKind, year: number, month: number): number =>
  calendar === 'solar' ? jalaliMonthLength(year, month) : gregorianMonthLength(year, month);

/**
 * The ISO date of a year, month and day in `calendar`. A day past the month's end (31 when the
 * month has 30) is the month's last day, so changing the month never gives an invalid date.
 */
export function isoOf(parts: DateParts, calendar: CalendarKind): string {
  const day = Math.min(parts.day, monthLengthIn(calendar, parts.year, parts.month));
  const shown = { ...parts, day };
  return formatIsoDate(calendar === 'solar' ? jalaliToGregorian(shown) : shown);
}

/** The twelve month names of `calendar` in `locale` (standalone forms: "آذر", "November"). */
export function monthNamesIn(locale: Locale, calendar: CalendarKind): string[] {
  return Array.from({ length: 12 }, (_, index) => {
    // The 15th is inside the month in both calendars, whatever the year.
    const mid = isoOf(
      { year: calendar === 'solar' ? 1400 : 2001, month: index + 1, day: 15 },
      calendar,
    );
    return formatLocalDate(mid, { locale, calendar }, 'month');
  });
}
