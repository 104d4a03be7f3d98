import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { getAs, postAs } from '../../../test/factories';
import { therapistIdOf, utcHours } from '../../../test/availability-fixtures';

/*
 * The seeded weekly hours of the Berlin therapist (Mon, Tue 08–12, Thu 14–18) and the Toronto
 * therapist (Tue, Thu 17–21, Sat 10–14), across their 2026 clock changes: every slot keeps its
 * wall time, so its UTC instant moves by the hour the zone moved. Expected instants are literals.
 */
type Slot = { start: string; end: string; local_date: string };
type Times = { data: { tz: string; therapist_id: number; slots: Slot[] } };

const clock = new ManualClock('2026-03-01T00:00:00Z');
let t: TestApp;
let client: string;
let berlin: number;
let toronto: number;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  client = await loginAs(t.app, 'client@ravan.demo');
  berlin = await therapistIdOf(t.deps, 'reza.moradi@ravan.demo');
  toronto = await therapistIdOf(t.deps, 'neda.sadeghi@ravan.demo');
});
afterAll(async () => {
  await t.close();
});

/** Moves the clock and logs in again: a token lives 30 days of that clock. */
async function at(instant: string) {
  clock.set(instant);
  client = await loginAs(t.app, 'client@ravan.demo');
}

/** Slots of 45 minutes starting at `starts`, shown on `localDate`. */
function day(localDate: string, starts: string[], minutes = 45): Slot[] {
  return starts.map((start) => ({
    start,
    end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
    local_date: localDate,
  }));
}

async function times(token: string, therapistId: number, query: string) {
  const response = await getAs(t.app, token, `/api/v1/user/doctor/${therapistId}/times?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Times>(response).data;
}

function wallTimes(slots: Slot[], tz: string): string[] {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: tz,
    hour: '2-digit',
    minute: '2-digit',
  });
  return slots.map((slot) => format.format(new Date(slot.start)));
}

describe('doctor times across daylight-saving changes', () => {
  it('Berlin, spring forward (2026-03-29): 08:00 CET is 07:00Z, 08:00 CEST is 06:00Z', async () => {
    await at('2026-03-16T00:00:00Z');
    const data = await times(client, berlin, 'from=2026-03-23&days=14&tz=Europe/Berlin');
    expect(data.tz).toBe('Europe/Berlin');
    expect(data.therapist_id).toBe(berlin);
    expect(data.slots).toEqual([
      ...day('2026-03-23', utcHours('2026-03-23', [7, 8, 9, 10])),
      ...day('2026-03-24', utcHours('2026-03-24', [7, 8, 9, 10])),
      ...day('2026-03-26', utcHours('2026-03-26', [13, 14, 15, 16])),
      ...day('2026-03-30', utcHours('2026-03-30', [6, 7, 8, 9])),
      ...day('2026-03-31', utcHours('2026-03-31', [6, 7, 8, 9])),
      ...day('2026-04-02', utcHours('2026-04-02', [12, 13, 14, 15])),
    ]);
    expect(wallTimes(data.slots, 'Europe/Berlin').slice(0, 4)).toEqual(
      wallTimes(data.slots, 'Europe/Berlin').slice(12, 16),
    );
  });

  it('Berlin, fall back (2026-10-25): 08:00 CEST is 06:00Z, 08:00 CET is 07:00Z', async () => {
    await at('2026-10-12T00:00:00Z');
    const data = await times(client, berlin, 'from=2026-10-19&days=14&tz=Europe/Berlin');
    expect(data.slots).toEqual([
      ...day('2026-10-19', utcHours('2026-10-19', [6, 7, 8, 9])),
      ...day('2026-10-20', utcHours('2026-10-20', [6, 7, 8, 9])),
      ...day('2026-10-22', utcHours('2026-10-22', [12, 13, 14, 15])),
      ...day('2026-10-26', utcHours('2026-10-26', [7, 8, 9, 10])),
      ...day('2026-10-27', utcHours('2026-10-27', [7, 8, 9, 10])),
      ...day('2026-10-29', utcHours('2026-10-29', [13, 14, 15, 16])),
    ]);
    expect(new Set(wallTimes(data.slots.slice(0, 8), 'Europe/Berlin'))).toEqual(
      new Set(wallTimes(data.slots.slice(12, 20), 'Europe/Berlin')),
    );
  });

  it('Toronto, spring forward (2026-03-08): 17:00 EST is 22:00Z, 17:00 EDT is 21:00Z', async () => {
    await at('2026-02-20T00:00:00Z');
    const data = await times(client, toronto, 'from=2026-03-03&days=14&tz=America/Toronto');
    expect(data.slots).toEqual([
      ...day('2026-03-03', [
        ...utcHours('2026-03-03', [22, 23]),
        ...utcHours('2026-03-04', [0, 1]),
      ]),
      ...day('2026-03-05', [
        ...utcHours('2026-03-05', [22, 23]),
        ...utcHours('2026-03-06', [0, 1]),
      ]),
      ...day('2026-03-07', utcHours('2026-03-07', [15, 16, 17, 18])),
      ...day('2026-03-10', [
        ...utcHours('2026-03-10', [21, 22, 23]),
        ...utcHours('2026-03-11', [0]),
      ]),
      ...day('2026-03-12', [
        ...utcHours('2026-03-12', [21, 22, 23]),
        ...utcHours('2026-03-13', [0]),
      ]),
      ...day('2026-03-14', utcHours('2026-03-14', [14, 15, 16, 17])),
    ]);
    const walls = wallTimes(data.slots, 'America/Toronto');
    expect(walls.slice(0, 4)).toEqual(['17:00', '18:00', '19:00', '20:00']);
    expect(walls.slice(12, 16)).toEqual(['17:00', '18:00', '19:00', '20:00']);
  });

  it('Toronto, fall back (2026-11-01): 17:00 EDT is 21:00Z, 17:00 EST is 22:00Z', async () => {
    await at('2026-10-20T00:00:00Z');
    const data = await times(client, toronto, 'from=2026-10-27&days=8&tz=America/Toronto');
    expect(data.slots).toEqual([
      ...day('2026-10-27', [
        ...utcHours('2026-10-27', [21, 22, 23]),
        ...utcHours('2026-10-28', [0]),
      ]),
      ...day('2026-10-29', [
        ...utcHours('2026-10-29', [21, 22, 23]),
        ...utcHours('2026-10-30', [0]),
      ]),
      ...day('2026-10-31', utcHours('2026-10-31', [14, 15, 16, 17])),
      ...day('2026-11-03', [
        ...utcHours('2026-11-03', [22, 23]),
        ...utcHours('2026-11-04', [0, 1]),
      ]),
    ]);
  });

  it('on the change nights themselves, a skipped hour has no slot and a repeated one has one', async () => {
    await at('2026-03-16T00:00:00Z');
    const reza = await loginAs(t.app, 'reza.moradi@ravan.demo');
    for (const [date, end] of [
      ['2026-03-29', '05:00'],
      ['2026-10-25', '04:00'],
    ] as const) {
      const added = await postAs(t.app, reza, '/api/v1/therapist/hours/exceptions', {
        date,
        kind: 'extra',
        start: '01:00',
        end,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    // 01:00 CET, (02:00 does not exist), 03:00 CEST, 04:00 CEST.
    const spring = await times(client, berlin, 'from=2026-03-29&days=1&tz=Europe/Berlin');
    expect(spring.slots).toEqual(day('2026-03-29', utcHours('2026-03-29', [0, 1, 2])));
    // 01:00 CEST, 02:00 CEST (the first of the two), 03:00 CET.
    const autumn = await times(client, berlin, 'from=2026-10-25&days=1&tz=Europe/Berlin');
    expect(autumn.slots).toEqual(
      day('2026-10-25', [...utcHours('2026-10-24', [23]), ...utcHours('2026-10-25', [0, 2])]),
    );
  });
});
