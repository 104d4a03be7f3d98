import { describe, expect, it } from 'vitest';
import {
  addDays,
  instantAtOrAfter,
  instantOf,
  localDateOf,
  localTimeOf,
  minutesOfDay,
  timeOfMinutes,
  weekdayOf,
} from './zoned-time';

const BERLIN = 'Europe/Berlin';
const TORONTO = 'America/Toronto';
const TEHRAN = 'Asia/Tehran';

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('instantOf', () => {
  it('converts ordinary wall times with the offset in effect that day', () => {
    expect(iso(instantOf('2026-01-15', '09:00', BERLIN))).toBe('2026-01-15T08:00:00.000Z');
    expect(iso(instantOf('2026-07-15', '09:00', BERLIN))).toBe('2026-07-15T07:00:00.000Z');
    expect(iso(instantOf('2026-01-15', '09:00', TORONTO))).toBe('2026-01-15T14:00:00.000Z');
    expect(iso(instantOf('2026-07-15', '09:00', TORONTO))).toBe('2026-07-15T13:00:00.000Z');
  });

  it('returns null inside the Berlin spring-forward gap (2026-03-29, 02:00 → 03:00)', () => {
    expect(iso(instantOf('2026-03-29', '01:59', BERLIN))).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOf('2026-03-29', '02:00', BERLIN)).toBeNull();
    expect(instantOf('2026-03-29', '02:30', BERLIN)).toBeNull();
    expect(instantOf('2026-03-29', '02:59', BERLIN)).toBeNull();
    expect(iso(instantOf('2026-03-29', '03:00', BERLIN))).toBe('2026-03-29T01:00:00.000Z');
  });

  it('returns the earlier instant in the Berlin overlap (2026-10-25, 03:00 → 02:00)', () => {
    expect(iso(instantOf('2026-10-25', '01:59', BERLIN))).toBe('2026-10-24T23:59:00.000Z');
    expect(iso(instantOf('2026-10-25', '02:00', BERLIN))).toBe('2026-10-25T00:00:00.000Z');
    expect(iso(instantOf('2026-10-25', '02:30', BERLIN))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(instantOf('2026-10-25', '03:00', BERLIN))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('handles Toronto: gap 2026-03-08 02:00–03:00, repeated 01:00–02:00 on 2026-11-01', () => {
    expect(iso(instantOf('2026-03-08', '01:59', TORONTO))).toBe('2026-03-08T06:59:00.000Z');
    expect(instantOf('2026-03-08', '02:00', TORONTO)).toBeNull();
    expect(instantOf('2026-03-08', '02:30', TORONTO)).toBeNull();
    expect(iso(instantOf('2026-03-08', '03:00', TORONTO))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(instantOf('2026-11-01', '01:30', TORONTO))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(instantOf('2026-11-01', '02:00', TORONTO))).toBe('2026-11-01T07:00:00.000Z');
  });

  it('finds transitions that fall late in the local evening (Nuuk, 23:00 → 00:00 and back)', () => {
    // The instant lies on the next UTC day here, so this checks the offset-sampling window.
    const NUUK = 'America/Nuuk';
    expect(iso(instantOf('2026-03-28', '22:59', NUUK))).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOf('2026-03-28', '23:30', NUUK)).toBeNull();
    expect(iso(instantOf('2026-10-24', '23:30', NUUK))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(instantOf('2026-10-25', '00:00', NUUK))).toBe('2026-10-25T02:00:00.000Z');
  });

  it('uses +03:30 all year in Tehran (no DST)', () => {
    for (const date of ['2026-01-10', '2026-03-22', '2026-06-21', '2026-09-22', '2026-12-31']) {
      expect(iso(instantOf(date, '09:00', TEHRAN))).toBe(`${date}T05:30:00.000Z`);
    }
    expect(iso(instantOf('2026-05-12', '02:00', TEHRAN))).toBe('2026-05-11T22:30:00.000Z');
  });

  it("reads '24:00' as the midnight that ends the day", () => {
    expect(iso(instantOf('2026-10-24', '24:00', BERLIN))).toBe('2026-10-24T22:00:00.000Z');
    expect(iso(instantOf('2026-10-25', '24:00', BERLIN))).toBe('2026-10-25T23:00:00.000Z');
  });

  it('round-trips every existing quarter hour of the change days', () => {
    for (const [date, tz] of [
      ['2026-03-29', BERLIN],
      ['2026-10-25', BERLIN],
      ['2026-03-08', TORONTO],
      ['2026-11-01', TORONTO],
    ] as const) {
      let missing = 0;
      for (let minute = 0; minute < 1440; minute += 15) {
        const instant = instantOf(date, timeOfMinutes(minute), tz);
        if (!instant) missing++;
        else
          expect([localDateOf(instant, tz), localTimeOf(instant, tz)]).toEqual([
            date,
            timeOfMinutes(minute),
          ]);
      }
      expect(missing).toBe(date.endsWith('-03-29') || date.endsWith('-03-08') ? 4 : 0);
    }
  });

  it('maps every half hour of 2026 back to itself, or to the first of a repeated wall time', () => {
    for (const [tz, repeated] of [
      [BERLIN, ['2026-10-25T01:00:00.000Z', '2026-10-25T01:30:00.000Z']],
      [TORONTO, ['2026-11-01T06:00:00.000Z', '2026-11-01T06:30:00.000Z']],
      [TEHRAN, []],
    ] as const) {
      const earlier: string[] = [];
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 30 * 60_000) {
        const instant = new Date(t);
        const back = instantOf(localDateOf(instant, tz), localTimeOf(instant, tz), tz)!.getTime();
        if (back !== t) {
          expect(back).toBe(t - 3_600_000); // the same wall time, one hour earlier
          earlier.push(instant.toISOString());
        }
      }
      expect(earlier).toEqual(repeated);
    }
  });

  it('rejects malformed dates, times and zones', () => {
    expect(() => instantOf('2026-02-30', '09:00', BERLIN)).toThrow(RangeError);
    expect(() => instantOf('2026-1-05', '09:00', BERLIN)).toThrow(RangeError);
    expect(() => instantOf('2026-01-05', '9:00', BERLIN)).toThrow(RangeError);
    expect(() => instantOf('2026-01-05', '09:60', BERLIN)).toThrow(RangeError);
    expect(() => instantOf('2026-01-05', '24:01', BERLIN)).toThrow(RangeError);
    expect(() => instantOf('2026-01-05', '09:00', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('instantAtOrAfter', () => {
  it('is instantOf for existing wall times (earlier one in an overlap)', () => {
    expect(instantAtOrAfter('2026-07-15', '09:00', BERLIN).toISOString()).toBe(
      '2026-07-15T07:00:00.000Z',
    );
    expect(instantAtOrAfter('2026-10-25', '02:30', BERLIN).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('resolves a wall time in a gap to the transition instant, not an hour later', () => {
    expect(instantAtOrAfter('2026-03-29', '02:30', BERLIN).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(instantAtOrAfter('2026-03-29', '02:00', BERLIN).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(instantAtOrAfter('2026-03-08', '02:45', TORONTO).toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
  });
});

describe('localDateOf / localTimeOf', () => {
  it('shows the same wall time for both instants of a repeated hour', () => {
    for (const instant of ['2026-10-25T00:30:00Z', '2026-10-25T01:30:00Z']) {
      expect(localDateOf(new Date(instant), BERLIN)).toBe('2026-10-25');
      expect(localTimeOf(new Date(instant), BERLIN)).toBe('02:30');
    }
  });

  it('crosses midnight per zone', () => {
    const instant = new Date('2026-05-12T21:00:00Z');
    expect([localDateOf(instant, TEHRAN), localTimeOf(instant, TEHRAN)]).toEqual([
      '2026-05-13',
      '00:30',
    ]);
    expect([localDateOf(instant, TORONTO), localTimeOf(instant, TORONTO)]).toEqual([
      '2026-05-12',
      '17:00',
    ]);
    expect(localTimeOf(new Date('2026-05-12T22:00:00Z'), BERLIN)).toBe('00:00');
  });
});

describe('calendar math', () => {
  it('weekdayOf counts 0 = Sunday … 6 = Saturday', () => {
    expect(weekdayOf('2026-03-29')).toBe(0);
    expect(weekdayOf('2026-11-01')).toBe(0);
    expect(weekdayOf('2026-01-01')).toBe(4);
    expect(weekdayOf('2026-10-24')).toBe(6);
    expect(weekdayOf('1969-12-31')).toBe(3);
    expect(weekdayOf('2000-02-29')).toBe(2);
  });

  it('addDays crosses months, years and leap days both ways', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 28)).toBe('2026-04-26');
    expect(addDays('2026-10-25', 0)).toBe('2026-10-25');
  });

  it('minutesOfDay and timeOfMinutes are inverses on 00:00–24:00', () => {
    expect(minutesOfDay('00:00')).toBe(0);
    expect(minutesOfDay('09:45')).toBe(585);
    expect(minutesOfDay('24:00')).toBe(1440);
    expect(timeOfMinutes(585)).toBe('09:45');
    expect(timeOfMinutes(1440)).toBe('24:00');
  });
});
