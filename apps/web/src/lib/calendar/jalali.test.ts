import { describe, expect, it } from 'vitest';
import {
  formatIsoDate,
  gregorianToJalali,
  isJalaliLeapYear,
  jalaliMonthLength,
  jalaliToGregorian,
  parseIsoDate,
} from './jalali';

const DAY = 86_400_000;
const persian = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

function intlJalali(time: number) {
  const parts = Object.fromEntries(
    persian.formatToParts(new Date(time)).map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

describe('Jalali calendar', () => {
  it('knows landmark days', () => {
    expect(gregorianToJalali({ year: 2025, month: 3, day: 21 })).toEqual({
      year: 1404,
      month: 1,
      day: 1,
    });
    expect(jalaliToGregorian({ year: 1357, month: 11, day: 22 })).toEqual({
      year: 1979,
      month: 2,
      day: 11,
    });
    expect(jalaliToGregorian({ year: 1403, month: 12, day: 30 })).toEqual({
      year: 2025,
      month: 3,
      day: 20,
    });
  });

  it('has 30-day Esfand in leap years only', () => {
    expect(isJalaliLeapYear(1403)).toBe(true);
    expect(jalaliMonthLength(1403, 12)).toBe(30);
    expect(isJalaliLeapYear(1404)).toBe(false);
    expect(jalaliMonthLength(1404, 12)).toBe(29);
    expect(jalaliMonthLength(1404, 6)).toBe(31);
    expect(jalaliMonthLength(1404, 7)).toBe(30);
  });

  it('agrees with the browser’s Persian calendar on every day from 1300 to 1450 AP', () => {
    const start = Date.UTC(1921, 2, 21);
    const end = Date.UTC(2072, 2, 20);
    const disagreements: string[] = [];
    for (let time = start; time <= end; time += DAY) {
      const date = new Date(time);
      const gregorian = {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      };
      const jalali = gregorianToJalali(gregorian);
      const expected = intlJalali(time);
      const back = jalaliToGregorian(jalali);
      if (
        jalali.year !== expected.year ||
        jalali.month !== expected.month ||
        jalali.day !== expected.day ||
        formatIsoDate(back) !== formatIsoDate(gregorian)
      ) {
        disagreements.push(formatIsoDate(gregorian));
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('reads and writes ISO dates, refusing impossible ones', () => {
    expect(parseIsoDate('1990-03-21')).toEqual({ year: 1990, month: 3, day: 21 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('1990-3-21')).toBeNull();
    expect(parseIsoDate(null)).toBeNull();
    expect(formatIsoDate({ year: 987, month: 1, day: 2 })).toBe('0987-01-02');
  });
});
