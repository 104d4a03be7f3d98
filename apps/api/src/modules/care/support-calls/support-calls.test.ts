import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { getAs, postAs } from '../../../test/factories';
import { api, failed, MARYAM, newClient, newRequest, ok } from '../../../test/scheduling-fixtures';

// Monday 9 March 2026; the evaluator works 10–18 in Tehran (06:30–14:30 UTC).
const BASE = '2026-03-09T00:00:00Z';
const clock = new ManualClock(BASE);
let t: TestApp;
let support: string;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  support = await loginAs(t.app, 'support@ravan.demo');
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => clock.set(BASE));

interface Call {
  id: number;
  reason: string;
  client: { id: number; cel: string | null };
  due_at: string;
  overdue: boolean;
  outcome: string | null;
}

const queue = async (state: 'open' | 'done' = 'open') =>
  ok<{ data: Call[]; meta: { total: number } }>(
    await getAs(t.app, support, api(`/staff/support-calls?state=${state}&perPage=100`)),
  );

describe('the support call queue', () => {
  it('owes a call within 24 hours of an evaluation and 48 of a request, oldest first, overdue flagged', async () => {
    const evaluated = await newClient(t, { packageId: null });
    ok(
      await postAs(t.app, evaluated.token, api('/user/process-static-presession'), {
        start: '2026-03-09T06:30:00.000Z',
      }),
      201,
    );
    clock.set('2026-03-09T01:00:00Z');
    const requester = await newClient(t);
    await newRequest(t, requester, { therapist_id: null });

    const open = (await queue()).data;
    expect(open.map((call) => [call.client.id, call.reason, call.due_at, call.overdue])).toEqual([
      [evaluated.id, 'presession', '2026-03-10T00:00:00.000Z', false],
      [requester.id, 'session_request', '2026-03-11T01:00:00.000Z', false],
    ]);
    expect(open[0]?.client.cel).toBe('+989121234567');

    clock.set('2026-03-10T00:00:01Z');
    expect((await queue()).data.map((call) => call.overdue)).toEqual([true, false]);

    const first = open[0]!;
    const done = ok<{ data: Call }>(
      await postAs(t.app, support, api(`/staff/support-calls/${first.id}/done`), {
        outcome: 'reached',
        note: 'Explained the evaluation.',
      }),
    ).data;
    expect(done).toMatchObject({ outcome: 'reached', overdue: false });
    expect((await queue()).data.map((call) => call.client.id)).toEqual([requester.id]);
    expect((await queue('done')).data.map((call) => call.id)).toEqual([first.id]);
    failed(
      await postAs(t.app, support, api(`/staff/support-calls/${first.id}/done`), {
        outcome: 'no_answer',
      }),
      409,
      'conflict',
    );
    failed(
      await postAs(t.app, support, api('/staff/support-calls/99999/done'), { outcome: 'reached' }),
      404,
      'not_found',
    );
    failed(
      await postAs(t.app, support, api(`/staff/support-calls/${open[1]!.id}/done`), {
        outcome: 'maybe',
      }),
      422,
      'validation_failed',
    );
  });

  it('is for support and admin only', async () => {
    const someone = await newClient(t, { packageId: null });
    const therapist = await loginAs(t.app, MARYAM);
    failed(await getAs(t.app, someone.token, api('/staff/support-calls')), 403, 'forbidden');
    failed(await getAs(t.app, therapist, api('/staff/support-calls')), 403, 'forbidden');
    failed(
      await postAs(t.app, someone.token, api('/staff/support-calls/1/done'), {
        outcome: 'reached',
      }),
      403,
      'forbidden',
    );
    const admin = await loginAs(t.app, 'admin@ravan.demo');
    ok(await getAs(t.app, admin, api('/staff/support-calls')));
  });
});
