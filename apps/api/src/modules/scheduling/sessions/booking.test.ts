import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { bearer, getAs, lastMessageTo, postAs } from '../../../test/factories';
import { therapists } from '../../../db/schema';
import {
  api,
  approve,
  bookSession,
  creditsOf,
  failed,
  MARYAM,
  newClient,
  newRequest,
  ok,
  REZA,
  therapistIdOf,
  type RequestView,
  type Session,
} from '../../../test/scheduling-fixtures';
import { sessionRequests, sessions, weeklySlots } from './sessions.table';

// Monday 9 March 2026, midnight UTC.
const clock = new ManualClock('2026-03-09T00:00:00Z');
let t: TestApp;
let maryam: string;
let reza: string;
let maryamId: number;
let rezaId: number;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  maryam = await loginAs(t.app, MARYAM);
  reza = await loginAs(t.app, REZA);
  maryamId = await therapistIdOf(t, MARYAM);
  rezaId = await therapistIdOf(t, REZA);
});
afterAll(async () => {
  await t.close();
});

type Booked = { data: { request: RequestView; sessions: Session[] } };
const consoleIds = async (token: string) =>
  ok<{ data: { id: number }[] }>(
    await getAs(t.app, token, api('/therapist/requests?perPage=100')),
  ).data.map((r) => r.id);

describe('the therapist console', () => {
  it('shows requests addressed to the therapist or to any therapist', async () => {
    const client = await newClient(t);
    const toMaryam = await newRequest(t, client, { therapist_id: maryamId });
    const toAnyone = await newRequest(t, client, { therapist_id: null });
    expect(await consoleIds(maryam)).toEqual(expect.arrayContaining([toMaryam.id, toAnyone.id]));
    const rezaSees = await consoleIds(reza);
    expect(rezaSees).toContain(toAnyone.id);
    expect(rezaSees).not.toContain(toMaryam.id);
    failed(await approve(t, reza, toMaryam, '2026-03-16T07:00:00.000Z'), 404, 'not_found');
    const response = await getAs(t.app, client.token, api('/therapist/requests'));
    failed(response, 403, 'forbidden');
  });
});

describe('approving a request', () => {
  it('books one session at a free slot, spends a credit and tells both sides', async () => {
    const client = await newClient(t);
    const request = await newRequest(t, client, { therapist_id: null, sessions: 2 });
    // Wednesday 11 March, 10:00 in Tehran.
    const booked = ok<Booked>(await approve(t, maryam, request, '2026-03-11T06:30:00.000Z')).data;
    expect(booked.request).toMatchObject({ state: 'approved', version: request.version + 1 });
    expect(booked.request.therapist?.id).toBe(maryamId);
    expect(booked.sessions).toHaveLength(1);
    const [session] = booked.sessions;
    expect(session).toMatchObject({
      kind: 'therapy',
      state: 'scheduled',
      card_state: 'scheduled',
      starts_at: '2026-03-11T06:30:00.000Z',
      ends_at: '2026-03-11T07:15:00.000Z',
      minutes: 45,
      weekly: false,
      charged: false,
      request_id: request.id,
    });
    expect(session?.meeting_url).toMatch(/^https:\/\/meet\.jit\.si\/ravan-[A-Za-z0-9_-]{22}$/);
    expect((await creditsOf(t, client.id)).map((c) => c.used)).toEqual([1]);

    const toClient = await lastMessageTo(t.app, client.email);
    expect(toClient?.subject).toBe('جلسه‌های شما رزرو شد');
    expect(toClient?.body).toContain(session?.meeting_url);
    expect(toClient?.body).toContain('دکتر مریم کاظمی');
    expect(toClient?.body).toContain('Asia/Tehran');
  });

  it('refuses a time outside the hours, a stale version and an answered request', async () => {
    const client = await newClient(t);
    const request = await newRequest(t, client, { therapist_id: maryamId });
    // Tuesday: Maryam does not work.
    const outside = await approve(t, maryam, request, '2026-03-17T06:30:00.000Z');
    expect(failed(outside, 409, 'slot_taken').message).toBe(
      'This slot is no longer available; please choose another time.',
    );
    failed(
      await approve(
        t,
        maryam,
        { ...request, version: request.version - 1 },
        '2026-03-11T07:30:00.000Z',
      ),
      409,
      'version_conflict',
    );
    const booked = ok<Booked>(await approve(t, maryam, request, '2026-03-11T07:30:00.000Z')).data;
    failed(
      await approve(t, maryam, booked.request, '2026-03-11T08:30:00.000Z'),
      409,
      'request_not_open',
    );
    // The slot is now taken for everyone else.
    const other = await newClient(t);
    const second = await newRequest(t, other, { therapist_id: maryamId });
    failed(await approve(t, maryam, second, '2026-03-11T07:30:00.000Z'), 409, 'slot_taken');
  });

  it('books a weekly series at the same Berlin wall time across the DST change', async () => {
    const client = await newClient(t, { locale: 'en' });
    const request = await newRequest(t, client, { therapist_id: rezaId, sessions: 4 });
    // Monday 16 March, 08:00 in Berlin (CET); Berlin moves to CEST on 29 March.
    const booked = ok<Booked>(await approve(t, reza, request, '2026-03-16T07:00:00.000Z', true));
    const starts = booked.data.sessions.map((s) => s.starts_at);
    expect(starts).toEqual([
      '2026-03-16T07:00:00.000Z',
      '2026-03-23T07:00:00.000Z',
      '2026-03-30T06:00:00.000Z',
      '2026-04-06T06:00:00.000Z',
    ]);
    expect(booked.data.sessions.every((s) => s.weekly)).toBe(true);
    expect((await creditsOf(t, client.id)).map((c) => c.used)).toEqual([4]);
    const slots = await t.deps.database.db
      .select()
      .from(weeklySlots)
      .where(eq(weeklySlots.requestId, request.id));
    expect(slots).toHaveLength(1);
    const rooms = new Set(booked.data.sessions.map((s) => s.meeting_url));
    expect(rooms.size).toBe(4);

    const mail = await lastMessageTo(t.app, client.email);
    expect(mail?.subject).toBe('Your sessions are booked');
    expect(mail?.body).toContain('Dr. Reza Moradi');
    // In the client's zone (Tehran, UTC+03:30) and the Gregorian calendar.
    expect(mail?.body).toContain('Monday 16 March 2026, 10:30 (Asia/Tehran)');
    expect(mail?.body).toContain('Monday 30 March 2026, 09:30 (Asia/Tehran)');
  });

  it('books a weekly series all or nothing', async () => {
    const blocker = await newClient(t);
    // Monday 20 April, 09:00 in Berlin (CEST).
    await bookSession(t, blocker, REZA, '2026-04-20T07:00:00.000Z');
    const client = await newClient(t);
    const request = await newRequest(t, client, { therapist_id: rezaId, sessions: 3 });
    const response = await approve(t, reza, request, '2026-04-06T07:00:00.000Z', true);
    failed(response, 409, 'slot_taken');
    const db = t.deps.database.db;
    expect(await db.$count(sessions, eq(sessions.userId, client.id))).toBe(0);
    expect((await creditsOf(t, client.id)).map((c) => c.used)).toEqual([0]);
    const [row] = await db.select().from(sessionRequests).where(eq(sessionRequests.id, request.id));
    expect(row).toMatchObject({ state: 'pending', version: request.version });
  });

  it('uses the therapist’s own meeting link when set', async () => {
    await t.deps.database.db
      .update(therapists)
      .set({ meetingUrl: 'https://zoom.example/j/reza' })
      .where(eq(therapists.id, rezaId));
    const client = await newClient(t);
    const session = await bookSession(t, client, REZA, '2026-03-17T08:00:00.000Z');
    expect(session.meeting_url).toBe('https://zoom.example/j/reza');
    await t.deps.database.db
      .update(therapists)
      .set({ meetingUrl: null })
      .where(eq(therapists.id, rezaId));
  });
});

describe('propose, accept and decline', () => {
  it('books a proposed time when the client accepts it', async () => {
    const client = await newClient(t);
    const request = await newRequest(t, client, { therapist_id: null, sessions: 2 });
    const proposed = ok<{ data: RequestView }>(
      await postAs(t.app, maryam, api(`/therapist/requests/${request.id}/propose`), {
        version: request.version,
        start: '2026-03-14T05:30:00.000Z',
        weekly: true,
        note: null,
      }),
    ).data;
    expect(proposed).toMatchObject({
      state: 'proposed',
      proposed_start: '2026-03-14T05:30:00.000Z',
    });
    expect((await lastMessageTo(t.app, client.email))?.subject).toBe(
      'زمان تازه‌ای برای جلسه‌های شما پیشنهاد شد',
    );
    // Another therapist no longer sees an "any" request Maryam has answered.
    expect(await consoleIds(reza)).not.toContain(request.id);

    const url = api(`/user/sessions/request/${request.id}/accept`);
    failed(
      await postAs(t.app, client.token, url, { version: request.version }),
      409,
      'version_conflict',
    );
    const accepted = ok<Booked>(
      await postAs(t.app, client.token, url, { version: proposed.version }),
    ).data;
    expect(accepted.request.state).toBe('approved');
    expect(accepted.sessions.map((s) => s.starts_at)).toEqual([
      '2026-03-14T05:30:00.000Z',
      '2026-03-21T05:30:00.000Z',
    ]);
    failed(
      await postAs(t.app, client.token, url, { version: accepted.request.version }),
      409,
      'request_not_open',
    );
  });

  it('declines a request: the client is told, the sessions are free again', async () => {
    const client = await newClient(t, { locale: 'en' });
    const request = await newRequest(t, client, { therapist_id: maryamId, sessions: 4 });
    const declined = ok<{ data: RequestView }>(
      await postAs(t.app, maryam, api(`/therapist/requests/${request.id}/decline`), {
        version: request.version,
        note: 'My calendar is full this month.',
      }),
    ).data;
    expect(declined.state).toBe('declined');
    const mail = await lastMessageTo(t.app, client.email);
    expect(mail?.subject).toBe('Your session request was declined');
    expect(mail?.body).toContain('My calendar is full this month.');
    await newRequest(t, client, { therapist_id: null, sessions: 4 });
  });
});

describe('the client’s sessions', () => {
  it('lists, pages and shows only the client’s own sessions and invoices', async () => {
    const [client, stranger] = [await newClient(t), await newClient(t)];
    const first = await bookSession(t, client, MARYAM, '2026-03-15T12:30:00.000Z');
    const second = await bookSession(t, client, MARYAM, '2026-03-16T12:30:00.000Z');

    type Page = { data: Session[]; meta: { page: number; perPage: number; total: number } };
    const search = (token: string, query: string, body?: object) =>
      postAs(t.app, token, api(`/user/sessions/search${query}`), body);
    const upcoming = ok<Page>(
      await search(client.token, '?page=1&perPage=10', { scope: 'upcoming' }),
    );
    expect(upcoming.data.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(upcoming.meta).toEqual({ page: 1, perPage: 10, total: 2 });
    const all = ok<Page>(await search(client.token, '?page=2&perPage=1'));
    expect(all.data.map((s) => s.id)).toEqual([first.id]);
    expect(all.meta).toEqual({ page: 2, perPage: 1, total: 2 });
    expect(ok<Page>(await search(client.token, '', { scope: 'past' })).data).toEqual([]);
    const booked = ok<Page>(
      await getAs(t.app, client.token, api('/user/sessions/allexceptrequestsessions')),
    );
    expect(booked.data.map((s) => s.id)).toEqual([second.id, first.id]);
    expect(booked.meta.perPage).toBe(100);
    expect(ok<Page>(await search(stranger.token, '')).data).toEqual([]);

    const own = ok<{ data: Session }>(
      await getAs(t.app, client.token, api(`/user/sessions/${first.id}`)),
    );
    expect(own.data).toMatchObject({ id: first.id, therapist: { id: maryamId } });
    failed(await getAs(t.app, stranger.token, api(`/user/sessions/${first.id}`)), 404, 'not_found');
    failed(await getAs(t.app, client.token, api('/user/sessions/999999')), 404, 'not_found');

    const factorUrl = api(`/user/sessions/${first.id}/factor`);
    const pdf = await t.app.inject({
      method: 'GET',
      url: factorUrl,
      headers: bearer(client.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="ravan-invoice-${first.factor_id}.pdf"`,
    );
    const foreign = await t.app.inject({
      method: 'GET',
      url: factorUrl,
      headers: bearer(stranger.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect(json<{ code: string }>(foreign).code).toBe('not_found');
  });
});
