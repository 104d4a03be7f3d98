import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { getAs, postAs } from '../../../test/factories';
import {
  api,
  EVALUATOR,
  failed,
  MARYAM,
  newClient,
  ok,
  therapistIdOf,
  type Session,
  type TestClient,
} from '../../../test/scheduling-fixtures';

// Monday 9 March 2026, midnight UTC; the evaluator works 10–18 in Tehran (06:30–14:30 UTC).
const BASE = '2026-03-09T00:00:00Z';
const clock = new ManualClock(BASE);
let t: TestApp;
let evaluatorId: number;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  evaluatorId = await therapistIdOf(t, EVALUATOR);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => clock.set(BASE));

const triage = (client: TestClient, start: string, evaluator?: number) =>
  postAs(t.app, client.token, api('/user/sessions/triage-request'), {
    start,
    ...(evaluator === undefined ? {} : { evaluator_id: evaluator }),
  });

describe('the free evaluation', () => {
  it('books 15 minutes with a free evaluator, once at a time', async () => {
    const client = await newClient(t, { packageId: null });
    const booked = ok<{ data: Session; message: string }>(
      await triage(client, '2026-03-09T06:30:00.000Z'),
      201,
    );
    expect(booked.message).toBe('Your evaluation session is booked.');
    expect(booked.data).toMatchObject({
      kind: 'evaluation',
      state: 'scheduled',
      starts_at: '2026-03-09T06:30:00.000Z',
      ends_at: '2026-03-09T06:45:00.000Z',
      minutes: 15,
      factor_id: null,
      therapist: { id: evaluatorId, is_evaluator: true },
    });
    const again = await triage(client, '2026-03-09T07:30:00.000Z');
    expect(failed(again, 409, 'evaluation_exists').message).toBe(
      'You already have an evaluation session booked.',
    );

    const info = ok<{
      data: { minutes: number; price: number; has_evaluation: boolean; session: Session };
    }>(await postAs(t.app, client.token, api('/user/sessions/pre-session-package'))).data;
    expect(info).toMatchObject({ minutes: 15, price: 0, has_evaluation: true });
    expect(info.session.id).toBe(booked.data.id);

    // An evaluation costs nothing: cancelling it even an hour ahead is free.
    clock.set('2026-03-09T05:30:00Z');
    const preview = ok<{ data: { free: boolean } }>(
      await getAs(
        t.app,
        client.token,
        api(`/user/sessions/${booked.data.id}/change-preview?action=cancel`),
      ),
    ).data;
    expect(preview.free).toBe(true);
    ok(
      await postAs(t.app, client.token, api(`/user/sessions/${booked.data.id}/cancel`), {
        version: booked.data.version,
      }),
    );
    clock.set(BASE);
    ok(await triage(client, '2026-03-09T07:30:00.000Z'), 201);
  });

  it('answers slot_taken for a time someone took or nobody offers', async () => {
    const [first, second] = [
      await newClient(t, { packageId: null }),
      await newClient(t, { packageId: null }),
    ];
    ok(await triage(first, '2026-03-09T08:30:00.000Z', evaluatorId), 201);
    const taken = await triage(second, '2026-03-09T08:30:00.000Z', evaluatorId);
    expect(failed(taken, 409, 'slot_taken').message).toBe(
      'This slot is no longer available; please choose another time.',
    );
    // Thursday: the evaluator does not work; 10:10 is not on the 20-minute grid.
    failed(await triage(second, '2026-03-12T06:30:00.000Z'), 409, 'slot_taken');
    failed(await triage(second, '2026-03-09T06:40:00.000Z'), 409, 'slot_taken');
    failed(
      await triage(second, '2026-03-09T08:50:00.000Z', await therapistIdOf(t, MARYAM)),
      404,
      'not_found',
    );
    const info = ok<{ data: { has_evaluation: boolean; session: null } }>(
      await postAs(t.app, second.token, api('/user/sessions/pre-session-package')),
    ).data;
    expect(info).toMatchObject({ has_evaluation: false, session: null });
  });
});
