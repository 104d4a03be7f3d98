import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { bearer, getAs, postAs, registerClient } from '../../../test/factories';
import { therapists } from '../../../db/schema';
import {
  insertSession,
  therapistIdOf,
  userIdOf,
  utcHours,
} from '../../../test/availability-fixtures';

/*
 * Who sees which zone, what blocks a slot, how exceptions change the answer, notice, and the
 * errors. The Berlin therapist works Mon and Tue 08–12 and Thu 14–18; the Toronto one Tue and
 * Thu 17–21 and Sat 10–14; the evaluator (Tehran) Sat–Wed 10–18.
 */
type Slot = { start: string; end: string; local_date: string };
type Times = { data: { tz: string; therapist_id: number; slots: Slot[] } };

const clock = new ManualClock('2026-02-20T00:00:00Z');
let t: TestApp;
let client: string;
let berlin: number;
let toronto: number;
let evaluator: number;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  client = await loginAs(t.app, 'client@ravan.demo');
  berlin = await therapistIdOf(t.deps, 'reza.moradi@ravan.demo');
  toronto = await therapistIdOf(t.deps, 'neda.sadeghi@ravan.demo');
  evaluator = await therapistIdOf(t.deps, 'evaluator@ravan.demo');
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock and logs in again: a token lives 30 days of that clock. */
async function at(instant: string) {
  clock.set(instant);
  client = await loginAs(t.app, 'client@ravan.demo');
}

const get = (token: string, therapistId: number, query: string) =>
  getAs(t.app, token, `/api/v1/user/doctor/${therapistId}/times?${query}`);

async function times(token: string, therapistId: number, query: string) {
  const response = await get(token, therapistId, query);
  expect(response.statusCode, response.body).toBe(200);
  return json<Times>(response).data;
}
const starts = (slots: Slot[]) => slots.map((slot) => slot.start);

describe('the viewer’s zone', () => {
  it('dates each slot in the viewer’s zone: a Toronto evening is the next morning in Tehran', async () => {
    await at('2026-02-20T00:00:00Z');
    const expected = [...utcHours('2026-03-03', [22, 23]), ...utcHours('2026-03-04', [0, 1])];
    const data = await times(client, toronto, 'from=2026-03-04&days=1&tz=Asia/Tehran');
    expect(data.tz).toBe('Asia/Tehran');
    expect(starts(data.slots)).toEqual(expected);
    expect(data.slots.map((slot) => slot.local_date)).toEqual(Array(4).fill('2026-03-04'));
    // The same instants seen from Toronto fall on Tuesday 3 March.
    const fromToronto = await times(client, toronto, 'from=2026-03-03&days=1&tz=America/Toronto');
    expect(starts(fromToronto.slots)).toEqual(expected);
    expect(new Set(fromToronto.slots.map((slot) => slot.local_date))).toEqual(
      new Set(['2026-03-03']),
    );
  });

  it('defaults to the profile’s zone, then to the therapist’s', async () => {
    // The demo client's profile says Asia/Tehran.
    const profile = await times(client, toronto, 'from=2026-03-04&days=1');
    expect(profile.tz).toBe('Asia/Tehran');
    expect(profile.slots).toHaveLength(4);
    // A client without a zone sees the therapist's days: Wednesday 4 March in Toronto is free of hours.
    const fresh = await registerClient(t.app);
    const therapistZone = await times(fresh.token, toronto, 'from=2026-03-04&days=1');
    expect(therapistZone).toEqual({ tz: 'America/Toronto', therapist_id: toronto, slots: [] });
  });

  it('accepts an old zone name and answers the current one', async () => {
    const data = await times(client, berlin, 'from=2026-03-02&days=1&tz=Europe/Kiev');
    expect(data.tz).toBe('Europe/Kyiv');
    // Kyiv midnight is 22:00Z; Berlin's Monday 08:00–11:00 CET is 07:00–10:00Z.
    expect(starts(data.slots)).toEqual(utcHours('2026-03-02', [7, 8, 9, 10]));
  });

  it('refuses an unknown zone with “Please select your time zone”', async () => {
    const response = await get(client, berlin, 'days=7&tz=Mars/Olympus');
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({
      code: 'select_timezone',
      message: 'Please select your time zone',
    });
  });
});

describe('what blocks a slot', () => {
  it('a scheduled session removes every slot it overlaps; a cancelled one removes none', async () => {
    await at('2026-04-27T00:00:00Z');
    const userId = await userIdOf(t.deps, 'client@ravan.demo');
    // Monday 4 May (CEST): 08:00–11:00 local is 06:00–09:00Z.
    await insertSession(t.deps, { therapistId: berlin, userId, start: '2026-05-04T06:00:00Z' });
    await insertSession(t.deps, {
      therapistId: berlin,
      userId,
      start: '2026-05-04T07:00:00Z',
      state: 'cancelled',
    });
    // Off the grid: 08:30–09:15Z overlaps the 08:00 and the 09:00 slot.
    await insertSession(t.deps, { therapistId: berlin, userId, start: '2026-05-04T08:30:00Z' });
    const data = await times(client, berlin, 'from=2026-05-04&days=2&tz=Europe/Berlin');
    expect(starts(data.slots)).toEqual([
      '2026-05-04T07:00:00.000Z',
      ...utcHours('2026-05-05', [6, 7, 8, 9]),
    ]);
  });

  it('another therapist’s session blocks nothing here', async () => {
    const userId = await userIdOf(t.deps, 'client@ravan.demo');
    await insertSession(t.deps, { therapistId: toronto, userId, start: '2026-05-05T06:00:00Z' });
    const data = await times(client, berlin, 'from=2026-05-05&days=1&tz=Europe/Berlin');
    expect(starts(data.slots)).toEqual(utcHours('2026-05-05', [6, 7, 8, 9]));
  });

  it('offers nothing sooner than 12 hours from now (at exactly 12 hours, the slot stays)', async () => {
    await at('2026-03-22T19:00:00Z');
    const exactly = await times(client, berlin, 'from=2026-03-23&days=1&tz=Europe/Berlin');
    expect(starts(exactly.slots)).toEqual(utcHours('2026-03-23', [7, 8, 9, 10]));
    await at('2026-03-22T19:00:01Z');
    const later = await times(client, berlin, 'from=2026-03-23&days=1&tz=Europe/Berlin');
    expect(starts(later.slots)).toEqual(utcHours('2026-03-23', [8, 9, 10]));
  });
});

describe('exceptions', () => {
  it('a day off, part of a day off and extra hours change the slots; removing one restores them', async () => {
    await at('2026-04-01T00:00:00Z');
    const reza = await loginAs(t.app, 'reza.moradi@ravan.demo');
    const add = async (body: object) => {
      const response = await postAs(t.app, reza, '/api/v1/therapist/hours/exceptions', body);
      expect(response.statusCode, response.body).toBe(201);
      return json<{ data: { id: number } }>(response).data.id;
    };
    const query = 'from=2026-04-13&days=3&tz=Europe/Berlin';
    const before = await times(client, berlin, query);
    expect(starts(before.slots)).toEqual([
      ...utcHours('2026-04-13', [6, 7, 8, 9]),
      ...utcHours('2026-04-14', [6, 7, 8, 9]),
    ]);
    const dayOff = await add({ date: '2026-04-13', kind: 'off' });
    await add({ date: '2026-04-14', kind: 'off', start: '09:00', end: '10:00' });
    await add({ date: '2026-04-15', kind: 'extra', start: '18:00', end: '20:00' });
    const after = await times(client, berlin, query);
    expect(starts(after.slots)).toEqual([
      ...utcHours('2026-04-14', [6, 8, 9]),
      ...utcHours('2026-04-15', [16, 17]),
    ]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/therapist/hours/exceptions/${dayOff}`,
      headers: bearer(reza),
    });
    expect(removed.statusCode).toBe(200);
    const restored = await times(client, berlin, query);
    expect(starts(restored.slots).slice(0, 4)).toEqual(utcHours('2026-04-13', [6, 7, 8, 9]));
  });
});

describe('evaluators and errors', () => {
  it('an evaluator offers 15-minute slots every 20 minutes', async () => {
    await at('2026-03-16T00:00:00Z');
    const data = await times(client, evaluator, 'from=2026-03-23&days=1&tz=Asia/Tehran');
    // Tehran is UTC+03:30: 10:00 is 06:30Z; the last start is 17:40 (14:10Z).
    expect(data.slots).toHaveLength(24);
    expect(data.slots.slice(0, 3)).toEqual([
      {
        start: '2026-03-23T06:30:00.000Z',
        end: '2026-03-23T06:45:00.000Z',
        local_date: '2026-03-23',
      },
      {
        start: '2026-03-23T06:50:00.000Z',
        end: '2026-03-23T07:05:00.000Z',
        local_date: '2026-03-23',
      },
      {
        start: '2026-03-23T07:10:00.000Z',
        end: '2026-03-23T07:25:00.000Z',
        local_date: '2026-03-23',
      },
    ]);
    expect(data.slots.at(-1)?.start).toBe('2026-03-23T14:10:00.000Z');
  });

  it('answers 404 for an unknown or inactive therapist, 422 for a far date, and guests too', async () => {
    expect((await get(client, 999_999, 'days=7')).statusCode).toBe(404);
    await t.deps.database.db
      .update(therapists)
      .set({ active: false })
      .where(eq(therapists.id, toronto));
    const inactive = await get(client, toronto, 'days=7');
    expect(inactive.statusCode).toBe(404);
    expect(json(inactive)).toMatchObject({ code: 'not_found' });
    await t.deps.database.db
      .update(therapists)
      .set({ active: true })
      .where(eq(therapists.id, toronto));
    const farAway = await get(client, berlin, 'from=9999-12-20&days=31');
    expect(farAway.statusCode).toBe(422);
    expect(json(farAway)).toMatchObject({ errors: { from: ['This value is not valid.'] } });
    // SPEC.md §2: the calendar shows free times to guests (in the therapist's zone, unasked).
    const guest = await t.app.inject({ method: 'GET', url: `/api/v1/user/doctor/${berlin}/times` });
    expect(guest.statusCode).toBe(200);
    expect(json<Times>(guest).data.tz).toBe('Europe/Berlin');
  });
});
