import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { getAs, postAs } from '../../../test/factories';
import { auditEvents } from '../../../db/schema';
import {
  api,
  failed,
  MARYAM,
  newClient,
  newCycle,
  newRequest,
  ok,
  therapistIdOf,
  type RequestView,
} from '../../../test/scheduling-fixtures';

// Monday 9 March 2026, midnight UTC.
const clock = new ManualClock('2026-03-09T00:00:00Z');
let t: TestApp;
let maryamId: number;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  maryamId = await therapistIdOf(t, MARYAM);
});
afterAll(async () => {
  await t.close();
});

const DESCRIPTION = 'Panic attacks on the metro since last winter, private detail.';

describe('user/cycles', () => {
  it('keeps each client’s subjects to themselves, never cached, never audited', async () => {
    const [a, b] = [
      await newClient(t, { packageId: null }),
      await newClient(t, { packageId: null }),
    ];
    const created = await postAs(t.app, a.token, api('/user/cycles'), {
      category: 'Couple',
      description: DESCRIPTION,
    });
    expect(created.headers['cache-control']).toBe('no-store');
    const cycle = ok<{ data: { id: number; description: string }; message: string }>(created, 201);
    expect(cycle.data).toMatchObject({ category: 'Couple', description: DESCRIPTION });
    expect(cycle.message).toBe('Your therapy subject is saved.');

    const mine = await getAs(t.app, a.token, api('/user/cycles'));
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(ok<{ data: { id: number }[] }>(mine).data.map((c) => c.id)).toEqual([cycle.data.id]);
    expect(ok<{ data: unknown[] }>(await getAs(t.app, b.token, api('/user/cycles'))).data).toEqual(
      [],
    );
    const audits = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.subjectId, a.id));
    expect(JSON.stringify(audits)).not.toContain('metro');
  });

  it('needs one of the six categories and at least 20 characters', async () => {
    const client = await newClient(t, { packageId: null });
    const short = await postAs(t.app, client.token, api('/user/cycles'), {
      category: 'Individual',
      description: 'too short',
    });
    expect(failed(short, 422, 'validation_failed').errors).toEqual({
      description: ['Please write at least 20 characters.'],
    });
    const unknown = await postAs(t.app, client.token, api('/user/cycles'), {
      category: 'Astrology',
      description: DESCRIPTION,
    });
    expect(failed(unknown, 422, 'validation_failed').errors).toHaveProperty('category');
  });
});

describe('POST user/sessions/request', () => {
  const body = (cycleId: number, overrides: object = {}) => ({
    cycle_id: cycleId,
    therapist_id: null,
    sessions: 1,
    times: [{ weekday: 1, period: 'afternoon' }],
    ...overrides,
  });

  it('asks for the required profile first', async () => {
    const client = await newClient(t, { profile: false });
    const cycleId = await newCycle(t, client);
    const response = await postAs(
      t.app,
      client.token,
      api('/user/sessions/request'),
      body(cycleId),
    );
    expect(failed(response, 422, 'request_profile_incomplete').message).toBe(
      'To register a meeting request, first complete your information',
    );
  });

  it('answers SPEC’s messages for no package, too many sessions, none, and no time', async () => {
    const none = await newClient(t, { packageId: null });
    const noneCycle = await newCycle(t, none);
    const noPackage = await postAs(
      t.app,
      none.token,
      api('/user/sessions/request'),
      body(noneCycle),
    );
    expect(failed(noPackage, 422, 'no_package').message).toBe(
      'No Package existed, please purchase before Reservation',
    );

    const client = await newClient(t); // 4 sessions
    const cycleId = await newCycle(t, client);
    const send = (overrides: object) =>
      postAs(t.app, client.token, api('/user/sessions/request'), body(cycleId, overrides));
    expect(failed(await send({ sessions: 5 }), 422, 'not_enough_sessions').message).toBe(
      'Not Enough Sessions.',
    );
    expect(failed(await send({ sessions: 0 }), 422, 'validation_failed').errors).toEqual({
      sessions: ['the minimum is one session.'],
    });
    expect(failed(await send({ times: [] }), 422, 'validation_failed').errors).toEqual({
      times: ['Please select a time'],
    });

    // Open requests hold their sessions: 3 held leave 1.
    ok(await send({ sessions: 3 }), 201);
    failed(await send({ sessions: 2 }), 422, 'not_enough_sessions');
    const last = ok<{ data: RequestView; message: string }>(await send({ sessions: 1 }), 201);
    expect(last.message).toBe('Your session request is registered.');
    failed(await send({ sessions: 1 }), 422, 'not_enough_sessions');
  });

  it('refuses someone else’s cycle and an unknown therapist as not found', async () => {
    const [a, b] = [await newClient(t), await newClient(t)];
    const foreign = await newCycle(t, b);
    const response = await postAs(t.app, a.token, api('/user/sessions/request'), body(foreign));
    failed(response, 404, 'not_found');
    const own = await newCycle(t, a);
    const unknown = await postAs(
      t.app,
      a.token,
      api('/user/sessions/request'),
      body(own, { therapist_id: 99_999 }),
    );
    failed(unknown, 404, 'not_found');
  });
});

describe('changing a request', () => {
  it('changes and withdraws an open request, version-checked', async () => {
    const client = await newClient(t);
    const request = await newRequest(t, client, { therapist_id: maryamId, sessions: 2 });
    const url = api(`/user/sessions/request/${request.id}`);

    const changed = ok<{ data: RequestView }>(
      await postAs(t.app, client.token, url, { version: request.version, sessions: 4 }),
    ).data;
    expect(changed).toMatchObject({ sessions: 4, version: request.version + 1, state: 'pending' });

    const stale = await postAs(t.app, client.token, url, { version: request.version, sessions: 1 });
    expect(failed(stale, 409, 'version_conflict').message).toBe(
      'This time was just updated, please try again.',
    );
    const tooMany = await postAs(t.app, client.token, url, {
      version: changed.version,
      sessions: 5,
    });
    failed(tooMany, 422, 'not_enough_sessions');

    const withdrawn = ok<{ data: RequestView }>(
      await postAs(t.app, client.token, url, { version: changed.version, cancel: true }),
    ).data;
    expect(withdrawn.state).toBe('cancelled');
    const again = await postAs(t.app, client.token, url, {
      version: withdrawn.version,
      sessions: 1,
    });
    failed(again, 409, 'request_not_open');
    // A withdrawn request holds nothing: all 4 sessions can be asked for again.
    await newRequest(t, client, { therapist_id: null, sessions: 4 });
  });

  it('lists only the client’s own requests, open first; another client gets 404', async () => {
    const [a, b] = [await newClient(t), await newClient(t)];
    const closed = await newRequest(t, a, { therapist_id: null });
    await postAs(t.app, a.token, api(`/user/sessions/request/${closed.id}`), {
      version: closed.version,
      cancel: true,
    });
    const open = await newRequest(t, a, { therapist_id: maryamId });
    const list = await getAs(t.app, a.token, api('/user/sessions/requests'));
    expect(list.headers['cache-control']).toBe('no-store');
    expect(ok<{ data: RequestView[] }>(list).data.map((r) => [r.id, r.state])).toEqual([
      [open.id, 'pending'],
      [closed.id, 'cancelled'],
    ]);
    expect(
      ok<{ data: unknown[] }>(await getAs(t.app, b.token, api('/user/sessions/requests'))).data,
    ).toEqual([]);

    failed(
      await postAs(t.app, b.token, api(`/user/sessions/request/${open.id}`), {
        version: open.version,
        cancel: true,
      }),
      404,
      'not_found',
    );
    failed(
      await getAs(t.app, b.token, api(`/user/sessions/request/${open.id}/times`)),
      404,
      'not_found',
    );
    failed(
      await postAs(t.app, b.token, api(`/user/sessions/request/${open.id}/accept`), {
        version: open.version,
      }),
      404,
      'not_found',
    );
  });
});

describe('GET user/sessions/request/:id/times', () => {
  type Times = { data: { tz: string; therapist_id: number; slots: { start: string }[] } };

  it('offers the therapist’s free slots in the preferred periods, then only a proposed time', async () => {
    const client = await newClient(t);
    // Mondays in the afternoon (15–19 in Tehran): Maryam works 16–20 → 16:00, 17:00, 18:00.
    const request = await newRequest(t, client, {
      therapist_id: maryamId,
      times: [{ weekday: 1, period: 'afternoon' }],
    });
    const url = api(`/user/sessions/request/${request.id}/times?from=2026-03-16&days=1`);
    const times = ok<Times>(await getAs(t.app, client.token, url)).data;
    expect(times.tz).toBe('Asia/Tehran');
    expect(times.therapist_id).toBe(maryamId);
    expect(times.slots.map((s) => s.start)).toEqual([
      '2026-03-16T12:30:00.000Z',
      '2026-03-16T13:30:00.000Z',
      '2026-03-16T14:30:00.000Z',
    ]);
    const inBerlin = ok<Times>(
      await getAs(t.app, client.token, `${url}&tz=Europe/Berlin`),
    ).data.slots.map((s) => s.start);
    // Seen from Berlin (UTC+1) the slots are 13:30, 14:30 (noon), 15:30, 16:30 (afternoon).
    expect(inBerlin).toEqual(['2026-03-16T14:30:00.000Z', '2026-03-16T15:30:00.000Z']);

    const maryam = await loginAs(t.app, MARYAM);
    const proposal = postAs(t.app, maryam, api(`/therapist/requests/${request.id}/propose`), {
      version: request.version,
      start: '2026-03-18T07:30:00.000Z',
      weekly: false,
      note: 'Wednesday morning works better for me.',
    });
    ok(await proposal);
    const proposed = ok<Times>(await getAs(t.app, client.token, url)).data;
    expect(proposed.slots.map((s) => s.start)).toEqual(['2026-03-18T07:30:00.000Z']);
  });

  it('has no calendar to offer for "any therapist"', async () => {
    const client = await newClient(t);
    const request = await newRequest(t, client, { therapist_id: null });
    const response = await getAs(
      t.app,
      client.token,
      api(`/user/sessions/request/${request.id}/times`),
    );
    failed(response, 404, 'no_slots');
  });
});
