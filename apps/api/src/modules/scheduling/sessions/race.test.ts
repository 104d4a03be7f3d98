import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { postAs } from '../../../test/factories';
import {
  api,
  approve,
  creditsOf,
  EVALUATOR,
  MARYAM,
  newClient,
  newRequest,
  therapistIdOf,
  type RequestView,
  type TestClient,
} from '../../../test/scheduling-fixtures';
import { sessions } from './sessions.table';

/*
 * Lost races. On PGlite the transactions run one after another; with DATABASE_URL set they run
 * at once on PostgreSQL, where only the exclusion constraints and the unique index decide.
 */
const clock = new ManualClock('2026-03-09T00:00:00Z');
const CONTENDERS = 20;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

function outcome(responses: { statusCode: number; body: string }[]) {
  return responses
    .map(
      (r) =>
        `${r.statusCode} ${r.statusCode < 300 ? 'ok' : json<{ code: string }>(r as never).code}`,
    )
    .sort();
}

describe('one slot, many bookings', () => {
  it(`books exactly one of ${CONTENDERS} concurrent approvals of one slot`, async () => {
    const maryam = await loginAs(t.app, MARYAM);
    const maryamId = await therapistIdOf(t, MARYAM);
    const clients: TestClient[] = [];
    const requests: RequestView[] = [];
    for (let i = 0; i < CONTENDERS; i += 1) {
      const client = await newClient(t);
      clients.push(client);
      requests.push(await newRequest(t, client, { therapist_id: maryamId }));
    }
    const start = '2026-03-11T06:30:00.000Z';
    const responses = await Promise.all(requests.map((r) => approve(t, maryam, r, start)));
    expect(outcome(responses)).toEqual(
      [...Array(CONTENDERS - 1).fill('409 slot_taken'), '200 ok'].sort(),
    );

    const booked = await t.deps.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.therapistId, maryamId), eq(sessions.startsAt, new Date(start))));
    expect(booked).toHaveLength(1);
    let used = 0;
    for (const client of clients) used += (await creditsOf(t, client.id))[0]?.used ?? 0;
    expect(used).toBe(1);
  });

  it(`books exactly one of ${CONTENDERS} concurrent evaluations of one slot`, async () => {
    const evaluatorId = await therapistIdOf(t, EVALUATOR);
    const clients: TestClient[] = [];
    for (let i = 0; i < CONTENDERS; i += 1) clients.push(await newClient(t, { packageId: null }));
    const start = '2026-03-09T07:10:00.000Z';
    const responses = await Promise.all(
      clients.map((client) =>
        postAs(t.app, client.token, api('/user/sessions/triage-request'), {
          start,
          evaluator_id: evaluatorId,
        }),
      ),
    );
    expect(outcome(responses)).toEqual(
      ['201 ok', ...Array(CONTENDERS - 1).fill('409 slot_taken')].sort(),
    );
  });

  it('books one evaluation of one client asking for several slots at once', async () => {
    const client = await newClient(t, { packageId: null });
    const starts = ['08:10', '08:30', '08:50', '09:10', '09:30'].map(
      (time) => `2026-03-10T${time}:00.000Z`,
    );
    const responses = await Promise.all(
      starts.map((start) =>
        postAs(t.app, client.token, api('/user/sessions/triage-request'), { start }),
      ),
    );
    expect(outcome(responses)).toEqual(
      ['201 ok', ...Array(starts.length - 1).fill('409 evaluation_exists')].sort(),
    );
  });
});
