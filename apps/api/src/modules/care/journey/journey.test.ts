import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { getAs, postAs } from '../../../test/factories';
import {
  api,
  approve,
  buyPackage,
  failed,
  MARYAM,
  newClient,
  newRequest,
  ok,
  therapistIdOf,
  type TestClient,
} from '../../../test/scheduling-fixtures';
import { journeyEvents } from '../../../db/schema';

const clock = new ManualClock('2026-03-09T00:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

type Detail = {
  state: string;
  next_step: string;
  package_id: number | null;
  therapist_id: number | null;
  history: { from: string | null; to: string; cause: string }[];
};

const check = async (client: TestClient) =>
  ok<{ data: { state: string; next_step: string } }>(
    await getAs(t.app, client.token, api('/set-sessions/check-journey')),
  ).data;
const changeState = (client: TestClient, state: string) =>
  postAs(t.app, client.token, api('/set-sessions/change-state'), { state });
const detail = async (client: TestClient) =>
  ok<{ data: Detail }>(await postAs(t.app, client.token, api('/set-sessions/get-flow-detail')))
    .data;

describe('journey state', () => {
  it('answers a new client as started with a stable next step, and starts idempotently', async () => {
    const client = await newClient(t, { packageId: null });
    expect(await check(client)).toEqual({ state: 'started', next_step: 'complete_onboarding' });
    const started = ok<{ data: Detail }>(
      await postAs(t.app, client.token, api('/set-sessions/start-journey')),
    ).data;
    expect(started.state).toBe('started');
    const again = ok<{ data: Detail }>(
      await postAs(t.app, client.token, api('/set-sessions/start-journey'), {}),
    ).data;
    expect(again.history).toEqual([
      { from: null, to: 'started', cause: 'start', at: expect.any(String) },
    ]);
  });

  it('takes legal moves and refuses an illegal one with 409, in the reader’s language, changing nothing', async () => {
    const client = await newClient(t, { packageId: null });
    ok(await changeState(client, 'surveyed'));
    expect(await check(client)).toEqual({ state: 'surveyed', next_step: 'see_suggestions' });

    const before = await detail(client);
    const refused = failed(await changeState(client, 'paid'), 409, 'journey_illegal_move');
    expect(refused.message).toMatch(/cannot go to that step/);
    const fa = await t.app.inject({
      method: 'POST',
      url: api('/set-sessions/change-state'),
      headers: { authorization: `Bearer ${client.token}`, 'accept-language': 'fa' },
      payload: { state: 'session_booked' },
    });
    expect(fa.statusCode).toBe(409);
    expect(fa.json<{ message: string }>().message).toMatch(/مسیر شما تغییری نکرد/);
    expect(await detail(client)).toEqual(before);
  });

  it('refuses started → paid for a new client and keeps it started', async () => {
    const client = await newClient(t, { packageId: null });
    const body = failed(await changeState(client, 'paid'), 409, 'journey_illegal_move');
    expect((body as { data?: unknown }).data).toEqual({
      state: 'started',
      next_step: 'complete_onboarding',
    });
    expect((await check(client)).state).toBe('started');
  });

  it('lets exactly one of two racing moves win; the loser is judged against the winner’s state', async () => {
    const client = await newClient(t, { packageId: null });
    await postAs(t.app, client.token, api('/set-sessions/start-journey'));
    for (let round = 0; round < 5; round += 1) {
      const target = round % 2 === 0 ? 'surveyed' : 'matched';
      const responses = await Promise.all([
        changeState(client, target),
        changeState(client, target),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    }
    const history = await t.deps.database.db
      .select()
      .from(journeyEvents)
      .where(eq(journeyEvents.userId, client.id));
    // start, then one line per round: the losers wrote nothing.
    expect(history.map((row) => row.toState)).toEqual([
      'started',
      'surveyed',
      'matched',
      'surveyed',
      'matched',
      'surveyed',
    ]);
  });

  it('cancels and starts again; a cancelled journey moves only to started', async () => {
    const client = await newClient(t, { packageId: null });
    const cancelled = ok<{ data: Detail }>(
      await postAs(t.app, client.token, api('/user/canceled-flow'), { reason: 'not now' }),
    ).data;
    expect(cancelled).toMatchObject({ state: 'cancelled', next_step: 'restart' });
    failed(await changeState(client, 'surveyed'), 409, 'journey_illegal_move');
    const restarted = ok<{ data: Detail }>(
      await postAs(t.app, client.token, api('/set-sessions/start-journey')),
    ).data;
    expect(restarted.state).toBe('started');
  });

  it('selects a package (unknown one → 404) and reports it in the cart view', async () => {
    const client = await newClient(t, { packageId: null });
    failed(
      await postAs(t.app, client.token, api('/set-sessions/select-package'), { package_id: 99999 }),
      404,
      'not_found',
    );
    expect((await check(client)).state).toBe('started');
    const chosen = ok<{ data: Detail }>(
      await postAs(t.app, client.token, api('/set-sessions/select-package'), { package_id: 2 }),
    ).data;
    expect(chosen).toMatchObject({ state: 'package_chosen', next_step: 'pay', package_id: 2 });
    const cart = ok<{ data: { package_id: number; paid: boolean } }>(
      await getAs(t.app, client.token, api('/user/get-cart-submitted-journey')),
    ).data;
    expect(cart).toMatchObject({ package_id: 2, paid: false, state: 'package_chosen' });
  });

  it('changes the journey’s preferred times (none → 422)', async () => {
    const client = await newClient(t, { packageId: null });
    failed(
      await postAs(t.app, client.token, api('/user/change-time-journey'), { times: [] }),
      422,
      'validation_failed',
    );
    ok(
      await postAs(t.app, client.token, api('/user/change-time-journey'), {
        times: [{ weekday: 2, period: 'night' }],
      }),
    );
    const times = ok<{ data: { times: unknown[] } }>(
      await getAs(t.app, client.token, api('/user/times')),
    ).data.times;
    expect(times).toEqual([{ weekday: 2, period: 'night' }]);
  });

  it('moves by itself when the client pays, requests a session and the therapist approves', async () => {
    const client = await newClient(t, { packageId: null });
    ok(await postAs(t.app, client.token, api('/set-sessions/select-package'), { package_id: 2 }));
    await buyPackage(t, client);
    expect(await check(client)).toEqual({ state: 'paid', next_step: 'request_session' });

    const request = await newRequest(t, client, { therapist_id: await therapistIdOf(t, MARYAM) });
    expect(await check(client)).toEqual({
      state: 'session_requested',
      next_step: 'await_approval',
    });

    const maryam = await loginAs(t.app, MARYAM);
    ok(await approve(t, maryam, request, '2026-03-11T06:30:00.000Z'));
    expect(await check(client)).toEqual({ state: 'session_booked', next_step: 'join_session' });
    const causes = (await detail(client)).history.map((move) => move.cause);
    expect(causes).toEqual([
      'start',
      'package_chosen',
      'package_paid',
      'session_requested',
      'session_booked',
    ]);
  });

  it('keeps each client’s journey apart and refuses guests', async () => {
    const one = await newClient(t, { packageId: null });
    const other = await newClient(t, { packageId: null });
    ok(await changeState(one, 'surveyed'));
    expect((await check(other)).state).toBe('started');
    const guest = await t.app.inject({ method: 'GET', url: api('/set-sessions/check-journey') });
    expect(guest.statusCode).toBe(401);
  });
});
