import { isLeapJalaaliYear, jalaaliMonthLength, toGregorian, toJalaali } from 'jalaali-js';

/**
 * Solar Hijri (Jalali) ↔ Gregorian dates through jalaali-js (Borkowski's rule, exact for
 * -61…3177 AP and equal to Intl's Persian calendar up to 1634 AP), for what Intl cannot do:
 * building a date from a Solar year, month and day typed into a form.
 */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export const isJalaliLeapYear = (year: number): boolean => isLeapJalaaliYear(year);

/** Days in a Jalali month: 31 for the first six, 30 for the next five, 29 or 30 for Esfand. */
export const jalaliMonthLength = (year: number, month: number): number =>
  jalaaliMonthLength(year, month);

export function gregorianMonthLength(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function jalaliToGregorian({ year, month, day }: DateParts): DateParts {
  const { gy, gm, gd } = toGregorian(year, month, day);
  return { year: gy, month: gm, day: gd };
}

export function gregorianToJalali({ year, month, day }: DateParts): DateParts {
  const { jy, jm, jd } = toJalaali(year, month, day);
  return { year: jy, month: jm, day: jd };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** "1990-03-21" → { year: 1990, month: 3, day: 21 }; anything else → null. */
export function parseIsoDate(iso: string | null | undefined): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  if (!match) return null;
  const parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (parts.month < 1 || parts.month > 12) return null;
  if (parts.day < 1 || parts.day > gregorianMonthLength(parts.year, parts.month)) return null;
  return parts;
}

export function formatIsoDate({ year, month, day }: DateParts): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
