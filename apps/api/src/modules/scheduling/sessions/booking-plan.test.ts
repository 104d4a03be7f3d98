import { describe, expect, it } from 'vitest';
import type { CreditRow } from '../../commerce/credits';
import { allocateCredits, countByCredit, seriesStarts } from './booking-plan';
import { overtimeCharge, perSessionFee } from './fees';
import { matchesPreferredTimes, periodOfHour } from './preferred-periods';
import { sameWallTimeLater, wallParts } from './wall-clock';

const iso = (dates: (Date | null)[]) => dates.map((date) => date?.toISOString() ?? null);

describe('weekly series at one wall time', () => {
  it('keeps 08:00 in Berlin across the March change (UTC+1 → UTC+2)', () => {
    const starts = seriesStarts(new Date('2026-03-16T07:00:00Z'), 4, 'Europe/Berlin');
    expect(iso(starts)).toEqual([
      '2026-03-16T07:00:00.000Z',
      '2026-03-23T07:00:00.000Z',
      '2026-03-30T06:00:00.000Z',
      '2026-04-06T06:00:00.000Z',
    ]);
  });

  it('keeps 08:00 in Berlin across the October change, and Tehran never moves', () => {
    expect(iso(seriesStarts(new Date('2026-10-19T06:00:00Z'), 2, 'Europe/Berlin'))).toEqual([
      '2026-10-19T06:00:00.000Z',
      '2026-10-26T07:00:00.000Z',
    ]);
    expect(iso(seriesStarts(new Date('2026-03-16T06:30:00Z'), 3, 'Asia/Tehran'))).toEqual([
      '2026-03-16T06:30:00.000Z',
      '2026-03-23T06:30:00.000Z',
      '2026-03-30T06:30:00.000Z',
    ]);
  });

  it('has no instant for a wall time inside a spring-forward gap, the first one in an overlap', () => {
    // Sunday 22 March 2026 02:30 in Berlin exists; a week later 02:30 is skipped.
    expect(sameWallTimeLater(new Date('2026-03-22T01:30:00Z'), 1, 'Europe/Berlin')).toBeNull();
    // Sunday 18 October 02:30 CEST; a week later 02:30 happens twice: the first (CEST) wins.
    expect(
      sameWallTimeLater(new Date('2026-10-18T00:30:00Z'), 1, 'Europe/Berlin')?.toISOString(),
    ).toBe('2026-10-25T00:30:00.000Z');
    // Lord Howe falls back by half an hour: 01:50 on 2 April 2028 happens at +11 and at +10:30.
    expect(
      sameWallTimeLater(new Date('2027-10-02T15:20:00Z'), 26, 'Australia/Lord_Howe')?.toISOString(),
    ).toBe('2028-04-01T14:50:00.000Z');
  });

  it('reads the weekday and time a clock shows', () => {
    expect(wallParts(new Date('2026-03-16T20:45:00Z'), 'Asia/Tehran')).toEqual({
      date: '2026-03-17',
      weekday: 2,
      hour: 0,
      minute: 15,
    });
  });
});

describe('credits, fees and periods', () => {
  const credit = (id: number, total: number, used: number, refunded = 0) =>
    ({ id, total, used, refunded }) as CreditRow;

  it('spends the oldest credits first, or refuses when they do not cover the sessions', () => {
    const credits = [credit(1, 4, 3), credit(2, 1, 1), credit(3, 4, 0, 2)];
    expect(allocateCredits(credits, 3)).toEqual([1, 3, 3]);
    expect([...countByCredit([1, 3, 3])]).toEqual([
      [1, 1],
      [3, 2],
    ]);
    expect(allocateCredits(credits, 4)).toBeNull();
  });

  it('prices a session and its overtime minutes', () => {
    expect(perSessionFee(17_100n, 4)).toBe(4_275n);
    expect(perSessionFee(950_000n, 1)).toBe(950_000n);
    expect(perSessionFee(10n, 3)).toBe(3n);
    expect(overtimeCharge(4_275n, 55)).toEqual({ minutes: 10, amountMinor: 950n });
    // 950,000 / 45 = 21,111.1… → 21,112 a minute, rounded up.
    expect(overtimeCharge(950_000n, 47)).toEqual({ minutes: 2, amountMinor: 42_224n });
    expect(overtimeCharge(4_275n, 45)).toEqual({ minutes: 0, amountMinor: 0n });
  });

  it('puts a local hour in its period and matches preferred weekdays and periods', () => {
    expect([5, 6, 11, 12, 14, 15, 18, 19, 23].map(periodOfHour)).toEqual([
      null,
      'morning',
      'morning',
      'noon',
      'noon',
      'afternoon',
      'afternoon',
      'night',
      'night',
    ]);
    // Monday 16 March 2026 16:30 in Tehran is a Monday afternoon…
    const start = new Date('2026-03-16T13:00:00Z');
    expect(matchesPreferredTimes(start, 'Asia/Tehran', [{ weekday: 1, period: 'afternoon' }])).toBe(
      true,
    );
    expect(matchesPreferredTimes(start, 'Asia/Tehran', [{ weekday: 1, period: 'night' }])).toBe(
      false,
    );
    // …and 14:00, a Monday noon, in Berlin.
    expect(matchesPreferredTimes(start, 'Europe/Berlin', [{ weekday: 1, period: 'noon' }])).toBe(
      true,
    );
  });
});
