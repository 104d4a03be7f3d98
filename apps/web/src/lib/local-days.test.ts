import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateOfWeekday,
  formatLocalDate,
  localDateOf,
  weekdayName,
  weekdayOf,
  weekStartOf,
} from './local-days';

describe('local days', () => {
  it('reads the local day of an instant in the given zone, not the device’s', () => {
    // 21:30 UTC on 20 March is already 21 March in Tehran (+03:30) but still 20 March in Toronto.
    expect(localDateOf('2026-03-20T21:30:00Z', 'Asia/Tehran')).toBe('2026-03-21');
    expect(localDateOf('2026-03-20T21:30:00Z', 'America/Toronto')).toBe('2026-03-20');
    expect(localDateOf(new Date('2026-03-20T21:00:00Z'), 'UTC')).toBe('2026-03-20');
  });

  it('adds days across month, year and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 3)).toBe('2026-03-31');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // Berlin springs forward that night
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02'); // Toronto falls back that night
    expect(addDays('2026-12-30', 7)).toBe('2027-01-06');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('counts weekdays from Sunday', () => {
    expect(weekdayOf('2026-03-21')).toBe(6);
    expect(weekdayOf('2026-03-22')).toBe(0);
  });

  it('starts the week on Saturday in fa and on Monday in en', () => {
    // Wednesday 25 March 2026.
    expect(weekdayOf('2026-03-25')).toBe(3);
    expect(weekStartOf('2026-03-25', 'fa')).toBe('2026-03-21');
    expect(weekStartOf('2026-03-25', 'en')).toBe('2026-03-23');
    expect(weekStartOf('2026-03-21', 'fa')).toBe('2026-03-21');
    expect(weekStartOf('2026-03-22', 'en')).toBe('2026-03-16');
  });

  it('finds a date for each weekday, to name it', () => {
    expect([0, 1, 6].map((weekday) => weekdayOf(dateOfWeekday(weekday)))).toEqual([0, 1, 6]);
  });
});

describe('naming local dates', () => {
  it('names weekdays counted from Sunday in both languages', () => {
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(6, 'en')).toBe('Saturday');
    expect(weekdayName(6, 'fa')).toBe('شنبه');
    expect(weekdayName(5, 'fa')).toBe('جمعه');
  });

  it('shows a date-only value on its own day in any calendar', () => {
    expect(formatLocalDate('2026-03-21', { locale: 'en' }, 'date')).toBe('21 March 2026');
    const solar = formatLocalDate('2026-03-21', { locale: 'fa' }, 'date');
    expect(solar).toContain('فروردین');
    expect(solar).toContain('۱۴۰۵');
  });
});
