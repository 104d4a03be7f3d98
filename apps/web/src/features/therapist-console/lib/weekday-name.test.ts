import { describe, expect, it } from 'vitest';
import { weekdayName } from './weekday-name';

describe('weekdayName', () => {
  it('names weekdays counted from Sunday in both languages', () => {
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(6, 'en')).toBe('Saturday');
    expect(weekdayName(6, 'fa')).toBe('شنبه');
    expect(weekdayName(5, 'fa')).toBe('جمعه');
  });
});
