import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoonestSlot } from '@ravan/contract';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import {
  insertSession,
  insertTherapist,
  therapistIdOf,
  userIdOf,
} from '../../../test/availability-fixtures';
import type { Database } from '../../../db/client';
import { scheduledSessionsOfMany } from '../sessions';
import { soonestSlots } from './soonest.service';

/*
 * The directory's soonest free slot of every therapist: public, the same first slot the
 * therapist's own times offer, moved on by a booking, and computed in a fixed number of queries
 * however many therapists there are.
 */
type Times = { data: { slots: { start: string; end: string; local_date: string }[] } };

const clock = new ManualClock('2026-02-20T00:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const guestGet = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });

async function soonest(query = ''): Promise<SoonestSlot[]> {
  const response = await guestGet(`/api/v1/doctors/soonest${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: SoonestSlot[] }>(response).data;
}

async function firstOfTimes(therapistId: number, tz: string): Promise<string | null> {
  const response = await guestGet(
    `/api/v1/user/doctor/${therapistId}/times?days=14&tz=${encodeURIComponent(tz)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return json<Times>(response).data.slots[0]?.start ?? null;
}

describe('GET /doctors/soonest', () => {
  it('answers a guest with every active therapist’s first free slot, as their own times do', async () => {
    const list = await soonest('?tz=Europe/Berlin');
    const doctors = json<{ data: { id: number }[] }>(await guestGet('/api/v1/doctors')).data;
    expect(list.map((entry) => entry.therapist_id)).toEqual(doctors.map((doctor) => doctor.id));
    for (const entry of list) {
      expect(entry.slot?.start ?? null).toBe(
        await firstOfTimes(entry.therapist_id, 'Europe/Berlin'),
      );
    }
    // Seeded hours give everyone a slot within two weeks.
    expect(list.every((entry) => entry.slot !== null)).toBe(true);
  });

  it('dates the slot in the zone asked for, and refuses an unknown zone', async () => {
    const berlin = await therapistIdOf(t.deps, 'reza.moradi@ravan.demo');
    const inTokyo = (await soonest('?tz=Asia/Tokyo')).find((e) => e.therapist_id === berlin);
    const inBerlin = (await soonest('?tz=Europe/Berlin')).find((e) => e.therapist_id === berlin);
    expect(inTokyo?.slot?.start).toBe(inBerlin?.slot?.start);
    // Berlin's Monday 08:00 is already Monday 16:00 in Tokyo: same instant, maybe another date.
    expect(inTokyo?.slot?.local_date).toBeDefined();
    const unknown = await guestGet('/api/v1/doctors/soonest?tz=Mars/Olympus');
    expect(unknown.statusCode).toBe(422);
    expect((await guestGet('/api/v1/doctors/soonest?days=99')).statusCode).toBe(422);
  });

  it('moves on to the next free slot when the soonest is booked', async () => {
    const berlin = await therapistIdOf(t.deps, 'reza.moradi@ravan.demo');
    const before = (await soonest()).find((entry) => entry.therapist_id === berlin)?.slot;
    expect(before).toBeTruthy();
    await insertSession(t.deps, {
      therapistId: berlin,
      userId: await userIdOf(t.deps, 'client@ravan.demo'),
      start: before!.start,
    });
    const after = (await soonest()).find((entry) => entry.therapist_id === berlin)?.slot;
    expect(after?.start).not.toBe(before!.start);
    expect(after?.start).toBe(await firstOfTimes(berlin, 'Asia/Tehran'));
  });

  it('answers null for a therapist with no free time in the window', async () => {
    const idle = await insertTherapist(t.deps, 'Asia/Tehran', []);
    const entry = (await soonest()).find((e) => e.therapist_id === idle);
    expect(entry).toEqual({ therapist_id: idle, slot: null });
  });

  it('reads the database a fixed number of times for 5 or 55 therapists (no query per therapist)', async () => {
    const countQueries = async () => {
      let selects = 0;
      const db = new Proxy(t.deps.database.db, {
        get(target, key, receiver) {
          if (key === 'select') selects += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      }) as Database;
      const deps = { ...t.deps, database: { ...t.deps.database, db } };
      const result = await soonestSlots(deps, scheduledSessionsOfMany, null, { days: 14 });
      return { selects, therapists: result.length };
    };
    const few = await countQueries();
    for (let i = 0; i < 50; i += 1) {
      await insertTherapist(t.deps, 'Europe/Berlin', [[(i % 7) as number, '09:00', '12:00']]);
    }
    const many = await countQueries();
    expect(many.therapists).toBe(few.therapists + 50);
    expect(many.selects).toBe(few.selects);
    expect(many.selects).toBeLessThanOrEqual(4);
  });
});
