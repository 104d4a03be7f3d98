import { describe, expect, it } from 'vitest';
import { addDays, groupSlotsByDay, localDateIn, weekdayOf } from './slot-days';

const slot = (start: string, localDate: string) => ({
  start,
  end: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
  local_date: localDate,
});

describe('local days', () => {
  it('reads the date in the zone, not the device’s', () => {
    const at = new Date('2026-03-20T21:00:00Z');
    expect(localDateIn('Asia/Tehran', at)).toBe('2026-03-21');
    expect(localDateIn('America/Toronto', at)).toBe('2026-03-20');
    expect(localDateIn('UTC', at)).toBe('2026-03-20');
  });

  it('adds days across month, year and daylight-saving changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-12-30', 7)).toBe('2027-01-06');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('counts weekdays from Sunday', () => {
    expect(weekdayOf('2026-03-21')).toBe(6);
    expect(weekdayOf('2026-03-22')).toBe(0);
  });
});

describe('groupSlotsByDay', () => {
  it('lists every day of the window with its slots in time order', () => {
    const days = groupSlotsByDay(
      [
        slot('2026-03-23T10:30:00Z', '2026-03-23'),
        slot('2026-03-21T06:30:00Z', '2026-03-21'),
        slot('2026-03-23T05:30:00Z', '2026-03-23'),
        slot('2026-03-30T05:30:00Z', '2026-03-30'),
      ],
      '2026-03-21',
      3,
    );
    expect(days.map((day) => [day.date, day.slots.map((item) => item.start)])).toEqual([
      ['2026-03-21', ['2026-03-21T06:30:00Z']],
      ['2026-03-22', []],
      ['2026-03-23', ['2026-03-23T05:30:00Z', '2026-03-23T10:30:00Z']],
    ]);
  });

  it('groups by the local date the API gives, not the UTC date of the start', () => {
    const days = groupSlotsByDay([slot('2026-03-21T22:00:00Z', '2026-03-22')], '2026-03-21', 2);
    expect(days[0]?.slots).toEqual([]);
    expect(days[1]?.slots).toHaveLength(1);
  });
});
