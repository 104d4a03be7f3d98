import { describe, expect, it } from 'vitest';
import { firstBookableWeek } from './first-bookable-week';

describe('firstBookableWeek', () => {
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
