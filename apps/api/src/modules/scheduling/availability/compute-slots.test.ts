import { describe, expect, it } from 'vitest';
import { instantOf } from '@ravan/contract';
import { computeSlots, type SlotQuery, type WeeklyRange } from './compute-slots';

const BERLIN = 'Europe/Berlin';
const TORONTO = 'America/Toronto';
const TEHRAN = 'Asia/Tehran';

const at = (iso: string) => new Date(iso);
const window = (from: string, to: string) => ({ from: at(from), to: at(to) });
/** utc('2026-06-15', '07:00', '09:00') → ['2026-06-15T07:00Z', '2026-06-15T09:00Z']. */
const utc = (date: string, ...times: string[]) => times.map((time) => `${date}T${time}Z`);
const everyDay = (start: string, end: string): WeeklyRange[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start, end }));
const sundays = (start: string, end: string): WeeklyRange[] => [{ weekday: 0, start, end }];

function query(overrides: Partial<SlotQuery>): SlotQuery {
  return {
    therapistTz: BERLIN,
    weekly: [],
    exceptions: [],
    busy: [],
    ...window('2026-01-01T00:00Z', '2027-01-01T00:00Z'),
    sessionMinutes: 45,
    stepMinutes: 60,
    notBefore: at('2026-01-01T00:00Z'),
    ...overrides,
  };
}

/** Start instants as 'YYYY-MM-DDTHH:MMZ', after checking every slot lasts exactly the session. */
function starts(q: SlotQuery): string[] {
  const slots = computeSlots(q);
  for (const slot of slots) {
    expect(slot.end.getTime() - slot.start.getTime()).toBe(q.sessionMinutes * 60_000);
  }
  return slots.map((slot) => slot.start.toISOString().replace(':00.000Z', 'Z'));
}

describe('weekly hours across daylight-saving changes', () => {
  it('keeps Berlin Sunday 09:00 at 09:00 local around both changes (UTC moves an hour)', () => {
    const weekly = sundays('09:00', '10:00');
    const spring = query({ weekly, ...window('2026-03-20T00:00Z', '2026-04-10T00:00Z') });
    expect(starts(spring)).toEqual(['2026-03-22T08:00Z', '2026-03-29T07:00Z', '2026-04-05T07:00Z']);
    const fall = query({ weekly, ...window('2026-10-15T00:00Z', '2026-11-05T00:00Z') });
    expect(starts(fall)).toEqual(['2026-10-18T07:00Z', '2026-10-25T08:00Z', '2026-11-01T08:00Z']);
  });

  it('keeps Toronto Sunday 09:00 at 09:00 local around both changes', () => {
    const base = { therapistTz: TORONTO, weekly: sundays('09:00', '10:00') };
    const march = query({ ...base, ...window('2026-02-28T00:00Z', '2026-03-20T00:00Z') });
    expect(starts(march)).toEqual(['2026-03-01T14:00Z', '2026-03-08T13:00Z', '2026-03-15T13:00Z']);
    const fall = query({ ...base, ...window('2026-10-24T00:00Z', '2026-11-10T00:00Z') });
    expect(starts(fall)).toEqual(['2026-10-25T13:00Z', '2026-11-01T14:00Z', '2026-11-08T14:00Z']);
  });

  it('skips the missing 02:00 on the spring-forward night; slots keep their real length', () => {
    const night = window('2026-03-28T12:00Z', '2026-03-29T12:00Z');
    const berlin = query({ ...night, weekly: sundays('01:00', '04:00') });
    // 01:00 CET, (02:00 does not exist), 03:00 CEST: only two hours really elapse.
    expect(starts(berlin)).toEqual(utc('2026-03-29', '00:00', '01:00'));
    // 60-minute sessions still fit exactly: 01:00–02:00 CET and 03:00–04:00 CEST.
    expect(starts({ ...berlin, sessionMinutes: 60 })).toEqual(utc('2026-03-29', '00:00', '01:00'));
    // 90 minutes from 03:00 CEST would end at 04:30: past the range end, so dropped.
    expect(starts({ ...berlin, sessionMinutes: 90 })).toEqual(utc('2026-03-29', '00:00'));

    const toronto = query({
      therapistTz: TORONTO,
      weekly: sundays('01:00', '04:00'),
      ...window('2026-03-08T00:00Z', '2026-03-09T00:00Z'),
    });
    expect(starts(toronto)).toEqual(utc('2026-03-08', '06:00', '07:00'));
  });

  it('ends a range whose end falls in the gap when the clock jumps', () => {
    // Until 02:30 on the gap night = until 03:00 CEST (01:00Z); 01:00 + 75 min would pass it.
    const q = query({
      weekly: sundays('00:00', '02:30'),
      ...window('2026-03-28T12:00Z', '2026-03-29T12:00Z'),
      sessionMinutes: 75,
    });
    expect(starts(q)).toEqual(['2026-03-28T23:00Z']);
    expect(starts({ ...q, sessionMinutes: 60 })).toEqual([
      '2026-03-28T23:00Z',
      '2026-03-29T00:00Z',
    ]);
  });

  it('offers 02:00 exactly once on the fall-back night', () => {
    const night = window('2026-10-24T12:00Z', '2026-10-25T12:00Z');
    const q = query({ ...night, weekly: sundays('01:00', '04:00') });
    // 01:00 CEST, 02:00 CEST (first occurrence), 03:00 CET; the second 02:00 (01:00Z) is no slot.
    expect(starts(q)).toEqual(['2026-10-24T23:00Z', '2026-10-25T00:00Z', '2026-10-25T02:00Z']);
    // 20-minute steps walk the wall clock: 02:00, 02:20, 02:40 once each, then 03:00 CET.
    const fine = starts({ ...q, sessionMinutes: 15, stepMinutes: 20 });
    expect(fine.slice(3, 7)).toEqual(utc('2026-10-25', '00:00', '00:20', '00:40', '02:00'));
    expect(fine).toHaveLength(9);

    const toronto = query({
      therapistTz: TORONTO,
      weekly: sundays('00:00', '03:00'),
      ...window('2026-11-01T00:00Z', '2026-11-02T00:00Z'),
    });
    // 00:00 EDT, 01:00 EDT (first of two), 02:00 EST: the range really lasts four hours.
    expect(starts(toronto)).toEqual(utc('2026-11-01', '04:00', '05:00', '07:00'));
  });
});

describe('exceptions', () => {
  // Mondays 09:00–13:00 in Berlin (CEST, +02:00): 07:00Z, 08:00Z, 09:00Z, 10:00Z.
  const base = query({
    weekly: [{ weekday: 1, start: '09:00', end: '13:00' }],
    ...window('2026-06-14T00:00Z', '2026-06-23T00:00Z'),
  });
  const on = (date: string, kind: 'off' | 'extra', start: string | null, end: string | null) => ({
    ...base,
    exceptions: [{ date, kind, start, end }],
  });

  it('removes a whole day, partial hours, and adds extra ranges', () => {
    expect(starts(base)).toHaveLength(8);
    const off = utc('2026-06-22', '07:00', '08:00', '09:00', '10:00');
    expect(starts(on('2026-06-15', 'off', null, null))).toEqual(off);
    // 09:00 stays (ends 09:45); 10:00 would reach into the break; 12:00–12:45 fits after it.
    const partial = utc('2026-06-15', '07:00', '10:00');
    expect(starts(on('2026-06-15', 'off', '10:30', '12:00'))).toEqual([...partial, ...off]);
    // Extra hours on a day without weekly hours (Sunday the 14th).
    const extra = on('2026-06-14', 'extra', '18:00', '20:00');
    expect(starts(extra).slice(0, 3)).toEqual([
      ...utc('2026-06-14', '16:00', '17:00'),
      '2026-06-15T07:00Z',
    ]);
  });

  it('applies extras after a day off and merges them with overlapping hours', () => {
    const extra = on('2026-06-15', 'extra', '12:30', '14:00');
    const dayOff = { date: '2026-06-15', kind: 'off' as const, start: null, end: null };
    const q = { ...extra, to: at('2026-06-16T00:00Z') };
    expect(starts({ ...q, exceptions: [...q.exceptions, dayOff] })).toEqual(['2026-06-15T10:30Z']);
    // Without the day off, 09:00–13:00 and 12:30–14:00 merge: hourly from 09:00, no 12:30 slot.
    expect(starts(q)).toEqual(utc('2026-06-15', '07:00', '08:00', '09:00', '10:00', '11:00'));
  });
});

describe('busy sessions, notBefore and the window', () => {
  const monday = query({
    weekly: [{ weekday: 1, start: '09:00', end: '13:00' }],
    ...window('2026-06-15T00:00Z', '2026-06-16T00:00Z'),
  });
  const busyAt = (start: string, end: string) =>
    window(`2026-06-15T${start}Z`, `2026-06-15T${end}Z`);

  it('drops slots overlapping busy intervals but keeps ones that only touch them', () => {
    const busy = [
      busyAt('10:44', '11:30'), // one minute into 10:00Z–10:45Z
      busyAt('08:15', '08:30'), // inside 08:00Z–08:45Z
      busyAt('09:45', '10:00'), // touches the end of 09:00Z–09:45Z (and the start of 10:00Z)
      busyAt('06:00', '07:00'), // ends as 07:00Z starts
    ].map(({ from, to }) => ({ start: from, end: to }));
    expect(starts({ ...monday, busy })).toEqual(utc('2026-06-15', '07:00', '09:00'));
    // A long booking swallowing everything, then a short one nested in it.
    const nested = [busyAt('06:00', '12:00'), busyAt('06:30', '06:45')];
    expect(
      starts({ ...monday, busy: nested.map(({ from, to }) => ({ start: from, end: to })) }),
    ).toEqual([]);
  });

  it('starts no slot before notBefore', () => {
    const exact = starts({ ...monday, notBefore: at('2026-06-15T08:00Z') });
    expect(exact).toEqual(utc('2026-06-15', '08:00', '09:00', '10:00'));
    const later = starts({ ...monday, notBefore: at('2026-06-15T08:00:01Z') });
    expect(later).toEqual(utc('2026-06-15', '09:00', '10:00'));
  });

  it('treats the window as half-open [from, to)', () => {
    const q = { ...monday, ...window('2026-06-15T08:00Z', '2026-06-15T10:00Z') };
    expect(starts(q)).toEqual(utc('2026-06-15', '08:00', '09:00'));
    expect(starts({ ...q, to: q.from })).toEqual([]);
  });

  it('cuts a Tehran therapist’s hours to a day as seen from Toronto', () => {
    // 2026-05-12 in Toronto (EDT) is 04:00Z → 04:00Z next day = 07:30 → 07:30 in Tehran.
    const from = instantOf('2026-05-12', '00:00', TORONTO)!;
    const to = instantOf('2026-05-13', '00:00', TORONTO)!;
    const weekly = everyDay('06:00', '12:00');
    const q = query({ therapistTz: TEHRAN, weekly, from, to, notBefore: from });
    expect(starts(q)).toEqual([
      ...utc('2026-05-12', '04:30', '05:30', '06:30', '07:30'), // 08:00–11:00 in Tehran
      ...utc('2026-05-13', '02:30', '03:30'), // 06:00 and 07:00 in Tehran, next day
    ]);
  });
});

describe('output and input contract', () => {
  it('is sorted and duplicate-free with overlapping weekly ranges over weeks', () => {
    const wednesday = { weekday: 3, start: '09:00', end: '24:00' };
    const weekly = [...everyDay('08:00', '12:00'), ...everyDay('10:00', '14:00'), wednesday];
    const result = starts(query({ weekly, ...window('2026-03-01T00:00Z', '2026-05-01T00:00Z') }));
    expect(new Set(result).size).toBe(result.length);
    expect([...result].sort()).toEqual(result);
    expect(result).toHaveLength(61 * 6 + 9 * 10);
    expect(result).toContain('2026-03-25T22:00Z'); // Wednesday 23:00 CET, a session ending 23:45
  });

  it('treats touching ranges as one stretch: a session may run across the seam', () => {
    const weekly = [
      { weekday: 1, start: '10:30', end: '12:00' },
      { weekday: 1, start: '09:00', end: '10:30' },
    ];
    const q = query({ weekly, ...window('2026-06-15T00:00Z', '2026-06-16T00:00Z') });
    expect(starts(q)).toEqual(utc('2026-06-15', '07:00', '08:00', '09:00')); // 09:00–11:00 CEST
  });

  it('rejects steps and sessions that are not positive integers, and bad weekdays', () => {
    expect(() => computeSlots(query({ stepMinutes: 0 }))).toThrow(RangeError);
    expect(() => computeSlots(query({ sessionMinutes: -45 }))).toThrow(RangeError);
    const weekly = [{ weekday: 7, start: '09:00', end: '10:00' }];
    expect(() => computeSlots(query({ weekly }))).toThrow(RangeError);
  });
});
