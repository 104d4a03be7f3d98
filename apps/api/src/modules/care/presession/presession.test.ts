import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, evaluationHolds } from '../../../db/schema';
import { ManualClock } from '../../../lib/clock';
import { updateUser } from '../../accounts/identity';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { bearer, getAs, postAs } from '../../../test/factories';
import {
  api,
  EVALUATOR,
  failed,
  MARYAM,
  newClient,
  ok,
  therapistIdOf,
  type TestClient,
} from '../../../test/scheduling-fixtures';

/*
 * Monday 9 March 2026, midnight UTC. Arash evaluates in Tehran Sat–Wed 10–18 (06:30–14:30 UTC),
 * a slot every 20 minutes, none sooner than 2 hours ahead.
 */
const BASE = '2026-03-09T00:00:00Z';
const FIRST = '2026-03-09T06:30:00.000Z';
/** The tests share one database: each books on a working day of its own. */
const on = (day: string, time: string) => `${day}T${time}:00.000Z`;
const clock = new ManualClock(BASE);
let t: TestApp;
let evaluatorId: number;
let maryamId: number;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  evaluatorId = await therapistIdOf(t, EVALUATOR);
  maryamId = await therapistIdOf(t, MARYAM);
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => clock.set(BASE));

interface Slot {
  start: string;
  end: string;
  evaluator_id: number;
  local_date: string;
}
interface Hold {
  hold_id: number;
  expires_at: string;
  start: string;
  evaluator_id: number;
}

const client = () => newClient(t, { packageId: null });
const emptyTimes = async (who: TestClient, from = '2026-03-09', to = '2026-03-09') =>
  ok<{ data: Slot[]; message?: string }>(
    await getAs(
      t.app,
      who.token,
      api(`/user/presession/get-empty-time?from=${from}&to=${to}&tz=Asia/Tehran`),
    ),
  );
const reserve = (who: TestClient, start: string, evaluator = evaluatorId) =>
  postAs(t.app, who.token, api('/user/presession/reserve-time'), {
    start,
    evaluator_id: evaluator,
  });
const held = async (who: TestClient, start: string) =>
  ok<{ data: Hold }>(await reserve(who, start)).data;
const setSession = (who: TestClient, body: object) =>
  postAs(t.app, who.token, api('/user/presession/set-session'), body);
const inFa = (who: TestClient, url: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(who.token), 'accept-language': 'fa' },
    payload,
  });

describe('get-empty-time', () => {
  it('answers every evaluator slot of 14 local days, ascending, in instants', async () => {
    const someone = await client();
    const { data } = await emptyTimes(someone, '2026-03-09', '2026-03-22');
    // Sat–Wed: 10 working days in those two weeks, 8 hours × 3 slots each.
    expect(data).toHaveLength(240);
    expect(data[0]).toEqual({
      start: FIRST,
      end: '2026-03-09T06:45:00.000Z',
      evaluator_id: evaluatorId,
      local_date: '2026-03-09',
    });
    const starts = data.map((slot) => Date.parse(slot.start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(new Set(data.map((slot) => slot.local_date)).size).toBe(10);
  });

  it('says so when a period has no slot, and refuses a window that ends before it starts', async () => {
    const someone = await client();
    // Thursday and Friday: the evaluator does not work.
    const none = await emptyTimes(someone, '2026-03-12', '2026-03-13');
    expect(none.data).toEqual([]);
    expect(none.message).toBe('No available time slots in this period');
    const backwards = await getAs(
      t.app,
      someone.token,
      api('/user/presession/get-empty-time?from=2026-03-10&to=2026-03-09'),
    );
    expect(failed(backwards, 422, 'validation_failed').errors?.to).toEqual([
      'This value is not valid.',
    ]);
    const missing = await getAs(t.app, someone.token, api('/user/presession/get-empty-time'));
    expect(failed(missing, 422, 'validation_failed').errors?.from).toEqual([
      'This field is required.',
    ]);
  });
});

describe('reserve-time', () => {
  it('holds a slot for 10 minutes by the app clock: gone for others, back after it runs out', async () => {
    const [first, second] = [await client(), await client()];
    const hold = await held(first, FIRST);
    expect(hold).toMatchObject({ start: FIRST, evaluator_id: evaluatorId });
    expect(hold.expires_at).toBe('2026-03-09T00:10:00.000Z');

    expect((await emptyTimes(second)).data.map((slot) => slot.start)).not.toContain(FIRST);
    // The holder still sees their own slot.
    expect((await emptyTimes(first)).data.map((slot) => slot.start)).toContain(FIRST);

    const taken = failed(await reserve(second, FIRST), 409, 'slot_taken');
    expect(taken.message).toBe('This slot is no longer available; please choose another time.');
    const takenFa = failed(
      await inFa(second, api('/user/presession/reserve-time'), {
        start: FIRST,
        evaluator_id: evaluatorId,
      }),
      409,
      'slot_taken',
    );
    expect(takenFa.message).not.toBe(taken.message);
    expect(takenFa.message).toMatch(/[\u0600-\u06FF]/);

    clock.set('2026-03-09T00:09:59Z');
    failed(await reserve(second, FIRST), 409, 'slot_taken');
    clock.set('2026-03-09T00:10:00Z');
    expect((await emptyTimes(second)).data.map((slot) => slot.start)).toContain(FIRST);
    const retaken = await held(second, FIRST);
    expect(retaken.hold_id).not.toBe(hold.hold_id);
    // The first client's run-out hold was taken over: booking it now fails.
    failed(
      await setSession(first, { hold_id: hold.hold_id, tz: 'Asia/Tehran' }),
      409,
      'slot_taken',
    );
  });

  it('replaces the client’s earlier hold, and refuses times that are not offered', async () => {
    const [first, second] = [await client(), await client()];
    await held(first, on('2026-03-10', '06:30'));
    await held(first, on('2026-03-10', '06:50'));
    // Choosing another time released the first one.
    await held(second, on('2026-03-10', '06:30'));
    failed(await reserve(second, on('2026-03-10', '06:40')), 409, 'slot_taken');
    failed(await reserve(second, on('2026-03-10', '06:50'), maryamId), 404, 'not_found');
    failed(await reserve(second, on('2026-03-10', '06:50'), 99_999), 404, 'not_found');
    const noTime = await postAs(t.app, second.token, api('/user/presession/reserve-time'), {
      evaluator_id: evaluatorId,
    });
    expect(failed(noTime, 422, 'validation_failed').errors?.start).toEqual([
      'Please select a time',
    ]);
  });
});

describe('the database itself', () => {
  it('refuses a second live hold on a start, an overlapping one, and a second per client', async () => {
    const [a, b, c] = [await client(), await client(), await client()];
    const db = t.deps.database.db;
    const hold = (userId: number, start: string) => ({
      userId,
      therapistId: evaluatorId,
      startsAt: new Date(start),
      endsAt: new Date(Date.parse(start) + 15 * 60_000),
      expiresAt: new Date('2026-03-21T00:00:00Z'),
    });
    await db.insert(evaluationHolds).values(hold(a.id, '2026-03-21T06:30:00Z'));
    await expect(
      db.insert(evaluationHolds).values(hold(b.id, '2026-03-21T06:30:00Z')),
    ).rejects.toThrow();
    await expect(
      db.insert(evaluationHolds).values(hold(b.id, '2026-03-21T06:40:00Z')),
    ).rejects.toThrow();
    await expect(
      db.insert(evaluationHolds).values(hold(a.id, '2026-03-21T08:30:00Z')),
    ).rejects.toThrow();
    // Given up or run out (no longer `held`), the slot takes a new hold.
    await db
      .update(evaluationHolds)
      .set({ state: 'expired' })
      .where(eq(evaluationHolds.userId, a.id));
    await db.insert(evaluationHolds).values(hold(c.id, '2026-03-21T06:30:00Z'));
  });
});

describe('set-session', () => {
  it('answers SPEC’s messages for a missing time, zone or required field, in en and fa', async () => {
    const someone = await client();
    await updateUser(t.deps.database.db, someone.id, { tz: null, cel: null });
    const hold = await held(someone, on('2026-03-11', '06:30'));

    const noTime = failed(await setSession(someone, { tz: 'Asia/Tehran' }), 422, 'select_time');
    expect(noTime.message).toBe('Please select a time');
    expect(noTime.errors).toEqual({ hold_id: ['Please select a time'] });

    const noZone = failed(
      await setSession(someone, { hold_id: hold.hold_id }),
      422,
      'select_timezone',
    );
    expect(noZone.message).toBe('Please select your time zone');
    failed(
      await setSession(someone, { hold_id: hold.hold_id, tz: 'Mars/Olympus' }),
      422,
      'select_timezone',
    );

    const noPhone = failed(
      await setSession(someone, { hold_id: hold.hold_id, tz: 'Asia/Tehran' }),
      422,
      'fill_required',
    );
    expect(noPhone.message).toBe('Please fill in the required fields');
    expect(noPhone.errors).toEqual({ cel: ['This field is required.'] });
    const noPhoneFa = failed(
      await inFa(someone, api('/user/presession/set-session'), {
        hold_id: hold.hold_id,
        tz: 'Asia/Tehran',
      }),
      422,
      'fill_required',
    );
    expect(noPhoneFa.message).not.toBe(noPhone.message);
    expect(noPhoneFa.message).toMatch(/[\u0600-\u06FF]/);

    const booked = ok<{ data: { event_id: number; start: string }; message: string }>(
      await setSession(someone, { hold_id: hold.hold_id, tz: 'Asia/Tehran', cel: '+989121234567' }),
      201,
    );
    expect(booked.data.start).toBe(on('2026-03-11', '06:30'));
    expect(booked.message).toBe('Your evaluation session is booked.');
    const profile = ok<{ data: { profile: { cel: string; tz: string } } }>(
      await getAs(t.app, someone.token, api('/user/profile')),
    ).data.profile;
    expect(profile).toMatchObject({ cel: '+989121234567', tz: 'Asia/Tehran' });
  });

  it('books the client’s own hold once; someone else’s hold is 404; one open evaluation', async () => {
    const [owner, stranger] = [await client(), await client()];
    const hold = await held(owner, on('2026-03-14', '06:30'));
    failed(
      await setSession(stranger, { hold_id: hold.hold_id, tz: 'Asia/Tehran' }),
      404,
      'not_found',
    );

    const booked = ok<{ data: { event_id: number } }>(
      await setSession(owner, { hold_id: hold.hold_id, tz: 'Asia/Tehran' }),
      201,
    ).data;
    // A repeated submit answers the same event, and books nothing more.
    const again = ok<{ data: { event_id: number } }>(
      await setSession(owner, { hold_id: hold.hold_id, tz: 'Asia/Tehran' }),
      201,
    ).data;
    expect(again.event_id).toBe(booked.event_id);
    expect(
      (await emptyTimes(stranger, '2026-03-14', '2026-03-14')).data.map((slot) => slot.start),
    ).not.toContain(on('2026-03-14', '06:30'));

    const exists = failed(
      await reserve(owner, on('2026-03-14', '06:50')),
      409,
      'evaluation_exists',
    );
    expect(exists.message).toBe('You already have an evaluation session booked.');
    const canAttend = ok<{ data: { can_attend: boolean; reason: string; event_id: number } }>(
      await getAs(t.app, owner.token, api('/user/presession/can-attend-presession')),
    ).data;
    expect(canAttend).toMatchObject({
      can_attend: false,
      reason: 'evaluation_exists',
      event_id: booked.event_id,
    });
  });

  it('a hold whose minutes ran out still books while nobody else took the slot', async () => {
    const someone = await client();
    const hold = await held(someone, on('2026-03-15', '06:50'));
    clock.set('2026-03-15T00:30:00Z');
    ok(await setSession(someone, { hold_id: hold.hold_id, tz: 'Asia/Tehran' }), 201);
  });
});

describe('events/{id}/status and can-attend-presession', () => {
  it('shows the join link only from 10 minutes before; another client’s event is 404', async () => {
    const [owner, stranger] = [await client(), await client()];
    const hold = await held(owner, on('2026-03-16', '06:30'));
    const { event_id } = ok<{ data: { event_id: number } }>(
      await setSession(owner, { hold_id: hold.hold_id, tz: 'Asia/Tehran' }),
      201,
    ).data;
    const status = () => getAs(t.app, owner.token, api(`/user/events/${event_id}/status`));
    const early = ok<{ data: Record<string, unknown> }>(await status()).data;
    expect(early).toEqual({
      status: 'scheduled',
      kind: 'evaluation',
      start: on('2026-03-16', '06:30'),
      end: '2026-03-16T06:45:00.000Z',
      therapist_tz: 'Asia/Tehran',
      link_from: '2026-03-16T06:20:00.000Z',
    });
    clock.set('2026-03-16T06:20:00Z');
    const ready = ok<{ data: { status: string; link?: string } }>(await status()).data;
    expect(ready.status).toBe('ready');
    expect(ready.link).toMatch(/^https:\/\//);
    failed(
      await getAs(t.app, stranger.token, api(`/user/events/${event_id}/status`)),
      404,
      'not_found',
    );
  });

  it('can-attend-presession offers booking and the WhatsApp link', async () => {
    const someone = await client();
    const answer = ok<{ data: Record<string, unknown> }>(
      await getAs(t.app, someone.token, api('/user/presession/can-attend-presession')),
    ).data;
    expect(answer).toEqual({
      can_attend: true,
      reason: null,
      event_id: null,
      whatsapp_url: 'https://wa.me/989120000000',
    });
  });

  it('process-static-presession holds and books in one step', async () => {
    const someone = await client();
    const booked = ok<{ data: { event_id: number; start: string } }>(
      await postAs(t.app, someone.token, api('/user/process-static-presession'), {
        start: '2026-03-17T07:10:00.000Z',
      }),
      201,
    ).data;
    expect(booked.start).toBe('2026-03-17T07:10:00.000Z');
    const other = await client();
    failed(
      await postAs(t.app, other.token, api('/user/process-static-presession'), {
        start: '2026-03-17T07:10:00.000Z',
        evaluator_id: evaluatorId,
      }),
      409,
      'slot_taken',
    );
  });
});

describe('the evaluator’s outcome and the client’s recommendation', () => {
  it('the evaluator lists, records; the client reads and accepts in one step; staff read the note with a reason', async () => {
    const owner = await client();
    const stranger = await client();
    const hold = await held(owner, '2026-03-18T08:10:00.000Z');
    const { event_id } = ok<{ data: { event_id: number } }>(
      await setSession(owner, { hold_id: hold.hold_id, tz: 'Asia/Tehran' }),
      201,
    ).data;
    const journey = async () =>
      ok<{ data: { state: string } }>(
        await getAs(t.app, owner.token, api('/set-sessions/check-journey')),
      ).data.state;
    expect(await journey()).toBe('evaluation_booked');
    const evaluator = await loginAs(t.app, EVALUATOR);
    const maryam = await loginAs(t.app, MARYAM);
    const support = await loginAs(t.app, 'support@ravan.demo');

    const listed = ok<{ data: { event_id: number; has_outcome: boolean; link: string | null }[] }>(
      await getAs(t.app, evaluator, api('/therapist/evaluations?scope=upcoming&perPage=100')),
    ).data.find((item) => item.event_id === event_id);
    expect(listed).toMatchObject({ has_outcome: false, link: null });
    failed(await getAs(t.app, maryam, api('/therapist/evaluations')), 403, 'forbidden');
    failed(await getAs(t.app, owner.token, api('/therapist/evaluations')), 403, 'forbidden');

    const outcome = {
      cycle: 'Individual',
      therapist_id: maryamId,
      package_id: 2,
      note: 'Private: sleeps badly since the move.',
    };
    const record = (token: string, id = event_id, body: object = outcome) =>
      postAs(t.app, token, api(`/therapist/evaluations/${id}/outcome`), body);
    failed(await record(evaluator), 409, 'session_not_started');
    clock.set('2026-03-18T08:12:00Z');
    failed(await record(maryam), 403, 'forbidden');
    failed(await record(evaluator, 99_999), 404, 'not_found');
    failed(
      await record(evaluator, event_id, { ...outcome, therapist_id: evaluatorId }),
      422,
      'validation_failed',
    );
    failed(
      await record(evaluator, event_id, { ...outcome, package_id: 99_999 }),
      422,
      'validation_failed',
    );
    const saved = ok<{ data: { therapist: { id: number }; package_id: number } }>(
      await record(evaluator),
    ).data;
    expect(saved).toMatchObject({ therapist: { id: maryamId }, package_id: 2 });
    expect(await journey()).toBe('evaluated');

    const seen = ok<{ data: Record<string, unknown> }>(
      await getAs(t.app, owner.token, api('/user/presession/recommendation')),
    ).data;
    expect(seen).toMatchObject({ event_id, cycle: 'Individual', package_id: 2, accepted_at: null });
    expect(JSON.stringify(seen)).not.toContain('sleeps badly');
    expect(
      ok<{ data: null }>(await getAs(t.app, stranger.token, api('/user/presession/recommendation')))
        .data,
    ).toBeNull();
    failed(
      await postAs(t.app, stranger.token, api('/user/presession/recommendation/accept')),
      404,
      'not_found',
    );

    const accepted = ok<{
      data: { package_id: number; therapist_id: number; recommendation: { accepted_at: string } };
    }>(await postAs(t.app, owner.token, api('/user/presession/recommendation/accept'))).data;
    expect(accepted).toMatchObject({ package_id: 2, therapist_id: maryamId });
    expect(await journey()).toBe('package_chosen');
    const flow = ok<{ data: { package_id: number; therapist_id: number } }>(
      await postAs(t.app, owner.token, api('/set-sessions/get-flow-detail')),
    ).data;
    expect(flow).toMatchObject({ package_id: 2, therapist_id: maryamId });
    expect(accepted.recommendation.accepted_at).toBe('2026-03-18T08:12:00.000Z');
    const cart = ok<{ data: { items: Record<string, { package_id: number }> } }>(
      await getAs(t.app, owner.token, api('/cart')),
    ).data;
    expect(Object.values(cart.items).map((item) => item.package_id)).toEqual([2]);
    // Accepting again keeps one package in the basket.
    ok(await postAs(t.app, owner.token, api('/user/presession/recommendation/accept')));

    const noteUrl = api(`/staff/evaluations/${event_id}/note`);
    failed(await postAs(t.app, owner.token, noteUrl, { reason: 'curious' }), 403, 'forbidden');
    failed(await postAs(t.app, support, noteUrl, {}), 422, 'validation_failed');
    const note = ok<{ data: { note: string } }>(
      await postAs(t.app, support, noteUrl, { reason: 'Client called in distress' }),
    ).data;
    expect(note.note).toBe(outcome.note);
    const audits = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'evaluation_note_read'), eq(auditEvents.subjectId, owner.id)),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]?.detail).toMatchObject({
      session_id: event_id,
      reason: 'Client called in distress',
    });
  });
});
