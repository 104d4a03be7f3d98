import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { postAs } from '../../../test/factories';
import {
  insertEvaluator,
  insertSession,
  therapistIdOf,
  userIdOf,
} from '../../../test/availability-fixtures';

/*
 * Evaluation slots of every evaluator: the seeded one in Tehran (Sat–Wed 10–18, UTC+03:30) and
 * a second one in Berlin working Mondays 07:30–08:30 CET, whose slots fall on the same instants.
 */
type TriageSlot = { start: string; end: string; local_date: string; evaluator_id: number };
type Triage = { data: { tz: string; slots: TriageSlot[] } };

// Monday 5 January 2026, 08:10 in Tehran: with two hours' notice, 10:10 (06:40Z) is the earliest.
const clock = new ManualClock('2026-01-05T04:40:00Z');
let t: TestApp;
let client: string;
let tehran: number;
let berlin: number;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  client = await loginAs(t.app, 'client@ravan.demo');
  tehran = await therapistIdOf(t.deps, 'evaluator@ravan.demo');
  berlin = await insertEvaluator(t.deps, 'Europe/Berlin', [[1, '07:30', '08:30']]);
});
afterAll(async () => {
  await t.close();
});

async function triage(body?: object) {
  const response = await postAs(t.app, client, '/api/v1/user/sessions/triage-times', body);
  expect(response.statusCode, response.body).toBe(200);
  return json<Triage>(response).data;
}

const slot = (start: string, evaluatorId: number): TriageSlot => ({
  start,
  end: new Date(Date.parse(start) + 15 * 60_000).toISOString(),
  local_date: '2026-01-05',
  evaluator_id: evaluatorId,
});

describe('POST /user/sessions/triage-times', () => {
  it('merges every evaluator’s slots by time; a shared time appears once per evaluator', async () => {
    const data = await triage({ from: '2026-01-05', days: 1, tz: 'Asia/Tehran' });
    expect(data.tz).toBe('Asia/Tehran');
    expect(data.slots.slice(0, 5)).toEqual([
      slot('2026-01-05T06:50:00.000Z', tehran),
      slot('2026-01-05T06:50:00.000Z', berlin),
      slot('2026-01-05T07:10:00.000Z', tehran),
      slot('2026-01-05T07:10:00.000Z', berlin),
      slot('2026-01-05T07:30:00.000Z', tehran),
    ]);
    // Tehran 10:00–17:40 every 20 minutes is 24 starts, less 10:00 (06:30Z, inside the notice);
    // Berlin 07:30–08:10 is 3, less 07:30 (06:30Z) likewise.
    expect(data.slots.filter((s) => s.evaluator_id === tehran)).toHaveLength(23);
    expect(data.slots.filter((s) => s.evaluator_id === berlin)).toHaveLength(2);
    expect(data.slots.at(-1)).toEqual(slot('2026-01-05T14:10:00.000Z', tehran));
  });

  it('a booked evaluation blocks only its own evaluator', async () => {
    const userId = await userIdOf(t.deps, 'client@ravan.demo');
    await insertSession(t.deps, {
      therapistId: tehran,
      userId,
      kind: 'evaluation',
      start: '2026-01-05T07:10:00Z',
      minutes: 15,
    });
    const data = await triage({ from: '2026-01-05', days: 1, tz: 'Asia/Tehran' });
    expect(data.slots.slice(0, 4)).toEqual([
      slot('2026-01-05T06:50:00.000Z', tehran),
      slot('2026-01-05T06:50:00.000Z', berlin),
      slot('2026-01-05T07:10:00.000Z', berlin),
      slot('2026-01-05T07:30:00.000Z', tehran),
    ]);
  });

  it('without a body: seven days from today in the profile’s zone', async () => {
    const data = await triage();
    expect(data.tz).toBe('Asia/Tehran');
    const days = [...new Set(data.slots.map((s) => s.local_date))];
    // Mon 5 … Sun 11 January; Tehran works Sat–Wed, Berlin on Monday only; Thursday and Friday are free.
    expect(days).toEqual(['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-10', '2026-01-11']);
    expect(data.slots.filter((s) => s.evaluator_id === berlin)).toHaveLength(2);
  });

  it('refuses an unknown zone', async () => {
    const response = await postAs(t.app, client, '/api/v1/user/sessions/triage-times', {
      tz: 'Nowhere/City',
    });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toMatchObject({ code: 'select_timezone' });
  });
});
