import { describe, expect, it } from 'vitest';
import { groupSlotsByDay } from './group-slots';
import { daysFrom } from '@ravan/contract';

const slot = (start: string, minutes = 45) => ({
  start,
  end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
  local_date: start.slice(0, 10),
});

describe('groupSlotsByDay', () => {
  it('puts each slot under the local day of its start in the viewer’s zone, in order', () => {
    const days = daysFrom('2026-03-21', 3);
    const slots = [
      slot('2026-03-21T10:00:00Z'),
      // 21:00 UTC on the 21st is 00:30 on the 22nd in Tehran.
      slot('2026-03-21T21:00:00Z'),
      slot('2026-03-21T06:00:00Z'),
    ];
    const grouped = groupSlotsByDay(slots, days, 'Asia/Tehran');
    expect(grouped.map((day) => day.date)).toEqual(['2026-03-21', '2026-03-22', '2026-03-23']);
    expect(grouped[0]?.slots.map((s) => s.start)).toEqual([
      '2026-03-21T06:00:00Z',
      '2026-03-21T10:00:00Z',
    ]);
    expect(grouped[1]?.slots.map((s) => s.start)).toEqual(['2026-03-21T21:00:00Z']);
    expect(grouped[2]?.slots).toEqual([]);
  });

  it('lists every day of the window, empty ones too, with its slots in time order', () => {
    const grouped = groupSlotsByDay(
      [
        slot('2026-03-23T10:30:00Z'),
        slot('2026-03-21T06:30:00Z'),
        slot('2026-03-23T05:30:00Z'),
        slot('2026-03-30T05:30:00Z'),
      ],
      daysFrom('2026-03-21', 3),
      'UTC',
    );
    expect(grouped.map((day) => [day.date, day.slots.map((item) => item.start)])).toEqual([
      ['2026-03-21', ['2026-03-21T06:30:00Z']],
      ['2026-03-22', []],
      ['2026-03-23', ['2026-03-23T05:30:00Z', '2026-03-23T10:30:00Z']],
    ]);
  });

  it('keeps one slot per instant across the Berlin spring-forward night', () => {
    const days = daysFrom('2026-03-28', 2);
    // 01:00 and 03:00 local on 29 March (02:00 does not exist): 00:00Z and 01:00Z.
    const slots = [slot('2026-03-29T00:00:00Z'), slot('2026-03-29T01:00:00Z')];
    const grouped = groupSlotsByDay(slots, days, 'Europe/Berlin');
    expect(grouped[1]?.slots).toHaveLength(2);
    expect(grouped[0]?.slots).toHaveLength(0);
  });

  it('leaves out a slot outside the window instead of misplacing it', () => {
    const grouped = groupSlotsByDay([slot('2026-04-01T10:00:00Z')], ['2026-03-31'], 'UTC');
    expect(grouped).toEqual([{ date: '2026-03-31', slots: [] }]);
  });
});
