import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateOfWeekday,
  firstBookableWeek,
  localDateOf,
  weekStartOf,
  weekdayOf,
} from './local-days';

describe('local days', () => {
  it('reads the local day of an instant in the viewer’s zone', () => {
    // 21:30 UTC on 20 March is already 21 March in Tehran (+03:30) but still 20 March in Toronto.
    expect(localDateOf('2026-03-20T21:30:00Z', 'Asia/Tehran')).toBe('2026-03-21');
    expect(localDateOf('2026-03-20T21:30:00Z', 'America/Toronto')).toBe('2026-03-20');
  });

  it('adds days across month ends and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 3)).toBe('2026-03-31');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30'); // Berlin springs forward that night
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
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

  it('opens slot views on the week of the earliest bookable time', () => {
    // Sunday 22 November 2026, 13:00 in Berlin: 12 hours on it is Monday, a new week in en.
    const sunday = new Date('2026-11-22T12:00:00Z');
    expect(firstBookableWeek('Europe/Berlin', 'en', sunday)).toBe('2026-11-23');
    // In fa the week runs Saturday to Friday: Monday is still in the week of Saturday 21.
    expect(firstBookableWeek('Europe/Berlin', 'fa', sunday)).toBe('2026-11-21');
    expect(firstBookableWeek('Europe/Berlin', 'en', new Date('2026-11-22T06:00:00Z'))).toBe(
      '2026-11-16',
    );
  });
});
