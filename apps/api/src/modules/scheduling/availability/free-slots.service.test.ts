import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertSession, therapistIdOf, userIdOf } from '../../../test/availability-fixtures';
import { scheduledSessionsBetween as booked } from '../sessions';
import { freeSlots, isFreeSlot, slotWindow, toSlotView } from './index';

/* The service the booking flow calls: what it offers is exactly what it accepts. */
let t: TestApp;
let berlin: number;
let sessionId: number;
const now = new Date('2026-03-16T00:00:00Z');
// Monday 23 March 2026, Berlin (CET): 08:00–11:00 local is 07:00–10:00Z.
const monday = { from: new Date('2026-03-22T23:00:00Z'), to: new Date('2026-03-23T23:00:00Z') };

beforeAll(async () => {
  t = await buildTestApp();
  berlin = await therapistIdOf(t.deps, 'reza.moradi@ravan.demo');
  const userId = await userIdOf(t.deps, 'client@ravan.demo');
  sessionId = await insertSession(t.deps, {
    therapistId: berlin,
    userId,
    start: '2026-03-23T08:00:00Z',
  });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;
const isoStarts = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe('freeSlots', () => {
  it('answers the free slots of the window, sorted, 45 minutes long', async () => {
    const slots = await freeSlots(
      db(),
      { therapistId: berlin, ...monday, kind: 'therapy', now },
      booked,
    );
    expect(isoStarts(slots)).toEqual([
      '2026-03-23T07:00:00.000Z',
      '2026-03-23T09:00:00.000Z',
      '2026-03-23T10:00:00.000Z',
    ]);
    expect(slots.every((s) => s.end.getTime() - s.start.getTime() === 45 * 60_000)).toBe(true);
  });

  it('counts the session being moved as free (ignoreSessionId)', async () => {
    const slots = await freeSlots(
      db(),
      {
        therapistId: berlin,
        ...monday,
        kind: 'therapy',
        now,
        ignoreSessionId: sessionId,
      },
      booked,
    );
    expect(isoStarts(slots)).toContain('2026-03-23T08:00:00.000Z');
  });

  it('offers nothing for an unknown therapist', async () => {
    expect(
      await freeSlots(db(), { therapistId: 999_999, ...monday, kind: 'therapy', now }, booked),
    ).toEqual([]);
  });
});

describe('isFreeSlot', () => {
  const check = (start: string, extra: { now?: Date; ignoreSessionId?: number } = {}) =>
    isFreeSlot(
      db(),
      {
        therapistId: berlin,
        start: new Date(start),
        kind: 'therapy',
        now,
        ...extra,
      },
      booked,
    );

  it('accepts exactly an offered start and nothing else', async () => {
    expect(await check('2026-03-23T07:00:00Z')).toBe(true);
    expect(await check('2026-03-23T07:01:00Z')).toBe(false); // not on the grid
    expect(await check('2026-03-23T08:00:00Z')).toBe(false); // booked
    expect(await check('2026-03-23T08:00:00Z', { ignoreSessionId: sessionId })).toBe(true);
    expect(await check('2026-03-23T11:00:00Z')).toBe(false); // would end after 12:00
    expect(await check('2026-03-24T07:00:00Z')).toBe(true); // Tuesday
    expect(await check('2026-03-25T07:00:00Z')).toBe(false); // no hours on Wednesday
    expect(await check('2026-03-23T07:00:00Z', { now: new Date('2026-03-22T19:00:01Z') })).toBe(
      false, // inside the 12-hour notice
    );
  });

  it('an evaluation slot is checked on the evaluation grid', async () => {
    const evaluator = await therapistIdOf(t.deps, 'evaluator@ravan.demo');
    const check15 = (start: string) =>
      isFreeSlot(
        db(),
        { therapistId: evaluator, start: new Date(start), kind: 'evaluation', now },
        booked,
      );
    // Tehran 10:00 and 10:20 are 06:30Z and 06:50Z; 10:10 is not offered.
    expect(await check15('2026-03-23T06:30:00Z')).toBe(true);
    expect(await check15('2026-03-23T06:50:00Z')).toBe(true);
    expect(await check15('2026-03-23T06:40:00Z')).toBe(false);
  });
});

describe('slotWindow and toSlotView', () => {
  it('turns local days in the viewer’s zone into instants, across a short day', () => {
    expect(slotWindow({ from: '2026-03-29', days: 1, tz: 'Europe/Berlin', now })).toEqual({
      from: new Date('2026-03-28T23:00:00Z'),
      to: new Date('2026-03-29T22:00:00Z'),
    });
  });

  it('starts today in the viewer’s zone by default', () => {
    // 23:30Z on 28 March is already 03:00 on the 29th in Tehran (UTC+03:30).
    const late = new Date('2026-03-28T23:30:00Z');
    expect(slotWindow({ days: 2, tz: 'Asia/Tehran', now: late })).toEqual({
      from: new Date('2026-03-28T20:30:00Z'),
      to: new Date('2026-03-30T20:30:00Z'),
    });
  });

  it('refuses a start more than a year from today', () => {
    const window = (from: string) => () => slotWindow({ from, days: 31, tz: 'UTC', now });
    expect(window('2027-03-17')).not.toThrow();
    expect(window('2027-03-18')).toThrow(expect.objectContaining({ code: 'validation_failed' }));
    expect(window('9999-12-20')).toThrow(expect.objectContaining({ code: 'validation_failed' }));
    expect(window('0001-01-01')).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });

  it('dates a slot in the viewer’s zone', () => {
    const slot = { start: new Date('2026-03-03T22:00:00Z'), end: new Date('2026-03-03T22:45:00Z') };
    expect(toSlotView(slot, 'America/Toronto')).toEqual({
      start: '2026-03-03T22:00:00.000Z',
      end: '2026-03-03T22:45:00.000Z',
      local_date: '2026-03-03',
    });
    expect(toSlotView(slot, 'Asia/Tehran').local_date).toBe('2026-03-04');
  });
});
