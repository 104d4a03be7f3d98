import { describe, expect, it } from 'vitest';
import { isoOf, monthLengthIn, monthNamesIn, partsIn } from './date-parts';

describe('date parts in the reader’s calendar', () => {
  it('reads an ISO date as Solar or Gregorian parts', () => {
    expect(partsIn('2026-11-25', 'solar')).toEqual({ year: 1405, month: 9, day: 4 });
    expect(partsIn('2026-03-21', 'solar')).toEqual({ year: 1405, month: 1, day: 1 });
    expect(partsIn('2026-11-25', 'gregorian')).toEqual({ year: 2026, month: 11, day: 25 });
    expect(partsIn('2026-02-30', 'solar')).toBeNull();
    expect(partsIn('', 'solar')).toBeNull();
  });

  it('writes Solar or Gregorian parts back as ISO, the day kept inside its month', () => {
    expect(isoOf({ year: 1405, month: 9, day: 4 }, 'solar')).toBe('2026-11-25');
    expect(isoOf({ year: 1405, month: 1, day: 1 }, 'solar')).toBe('2026-03-21');
    // Mehr has 30 days: day 31 is its last.
    expect(isoOf({ year: 1405, month: 7, day: 31 }, 'solar')).toBe(
      isoOf({ year: 1405, month: 7, day: 30 }, 'solar'),
    );
    expect(isoOf({ year: 2026, month: 2, day: 31 }, 'gregorian')).toBe('2026-02-28');
  });

  it('knows month lengths, Esfand’s leap day included', () => {
    expect(monthLengthIn('solar', 1403, 12)).toBe(30);
    expect(monthLengthIn('solar', 1404, 12)).toBe(29);
    expect(monthLengthIn('solar', 1405, 6)).toBe(31);
    expect(monthLengthIn('gregorian', 2028, 2)).toBe(29);
  });

  it('names the months of either calendar in either language', () => {
    expect(monthNamesIn('fa', 'solar')[0]).toBe('فروردین');
    expect(monthNamesIn('fa', 'solar')[8]).toBe('آذر');
    expect(monthNamesIn('en', 'gregorian')[10]).toBe('November');
    expect(monthNamesIn('fa', 'gregorian')).toHaveLength(12);
  });
});
