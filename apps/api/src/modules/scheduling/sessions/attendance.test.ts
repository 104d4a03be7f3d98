import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { getAs, postAs } from '../../../test/factories';
import { auditEvents, walletAccounts, walletEntries } from '../../../db/schema';
import {
  api,
  bookSession,
  creditsOf,
  failed,
  MARYAM,
  newClient,
  ok,
  REZA,
  sessionOf,
  type Session,
} from '../../../test/scheduling-fixtures';

// Monday 9 March 2026, midnight UTC.
const BASE = '2026-03-09T00:00:00Z';
const clock = new ManualClock(BASE);
const MINUTE_MS = 60_000;
let t: TestApp;
let maryam: string;
let reza: string;
let support: string;

beforeAll(async () => {
  t = await buildTestApp({ clock });
  maryam = await loginAs(t.app, MARYAM);
  reza = await loginAs(t.app, REZA);
  support = await loginAs(t.app, 'support@ravan.demo');
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => clock.set(BASE));

const at = (session: Session, minutesFromStart: number) =>
  clock.set(new Date(Date.parse(session.starts_at) + minutesFromStart * MINUTE_MS));
const complete = (token: string, session: Session, minutes: number, version = session.version) =>
  postAs(t.app, token, api(`/therapist/sessions/${session.id}/complete`), {
    version,
    actual_minutes: minutes,
  });
const noShow = (token: string, session: Session) =>
  postAs(t.app, token, api(`/therapist/sessions/${session.id}/no-show`), {
    version: session.version,
  });
const override = (session: Session, action: string, reason = 'Client was in hospital.') =>
  postAs(t.app, support, api(`/staff/sessions/${session.id}/override`), {
    action,
    reason,
    version: session.version,
  });
const entriesOf = (userId: number) =>
  t.deps.database.db.select().from(walletEntries).where(eq(walletEntries.userId, userId));

describe('session card state (SPEC.md §4)', () => {
  it('is ready from 10 minutes before the start until the end', async () => {
    const client = await newClient(t);
    const session = await bookSession(t, client, MARYAM, '2026-03-11T06:30:00.000Z');
    const stateAt = async (minutes: number) => {
      at(session, minutes);
      return (await sessionOf(t, client, session.id)).card_state;
    };
    expect(await stateAt(-11)).toBe('scheduled');
    expect(await stateAt(-10)).toBe('ready');
    expect(await stateAt(44)).toBe('ready');
    expect(await stateAt(45)).toBe('scheduled');
  });
});

describe('completing and no-shows', () => {
  it('marks a session held only once it started, and charges minutes beyond 45', async () => {
    const client = await newClient(t);
    const session = await bookSession(t, client, MARYAM, '2026-03-11T07:30:00.000Z');
    at(session, -1);
    const early = await complete(maryam, session, 50);
    expect(failed(early, 409, 'session_not_started').message).toBe(
      'A session can be marked only once it has started.',
    );
    at(session, 60);
    failed(await complete(reza, session, 50), 404, 'not_found');
    failed(await complete(client.token, session, 50), 403, 'forbidden');
    failed(await complete(maryam, session, 55, session.version - 1), 409, 'version_conflict');

    const done = ok<{
      data: { session: Session; overtime: { minutes: number; amount: number; currency: string } };
    }>(await complete(maryam, session, 55)).data;
    expect(done.session).toMatchObject({
      state: 'completed',
      card_state: 'completed',
      actual_minutes: 55,
    });
    // 42.75 dollars a session → 0.95 a minute; 10 minutes over.
    expect(done.overtime).toEqual({ minutes: 10, amount: 950, currency: 'dollar' });
    const overtime = (await entriesOf(client.id)).filter((e) => e.kind === 'overtime_debt');
    expect(overtime).toMatchObject([
      { amountMinor: -950n, idempotencyKey: `session:${session.id}:overtime` },
    ]);
    failed(await complete(maryam, done.session, 60), 409, 'session_not_changeable');
    expect((await sessionOf(t, client, session.id)).card_state).toBe('completed');
  });

  it('charges nothing extra for a session within its 45 minutes', async () => {
    const client = await newClient(t);
    const session = await bookSession(t, client, MARYAM, '2026-03-11T08:30:00.000Z');
    at(session, 46);
    const done = ok<{ data: { overtime: unknown } }>(await complete(maryam, session, 45)).data;
    expect(done.overtime).toBeNull();
    expect((await entriesOf(client.id)).map((e) => e.kind)).not.toContain('overtime_debt');
  });

  it('records a no-show: the credit stays spent', async () => {
    const client = await newClient(t);
    const session = await bookSession(t, client, MARYAM, '2026-03-11T09:30:00.000Z');
    at(session, -5);
    failed(await noShow(maryam, session), 409, 'session_not_started');
    at(session, 15);
    const missed = ok<{ data: Session }>(await noShow(maryam, session)).data;
    expect(missed).toMatchObject({ state: 'no_show', card_state: 'no_show', charged: true });
    expect((await creditsOf(t, client.id)).map((c) => c.used)).toEqual([1]);
    const console = ok<{ data: Session[] }>(
      await getAs(t.app, maryam, api('/therapist/sessions?scope=past')),
    ).data;
    expect(console.map((s) => s.id)).toContain(session.id);
  });
});

describe('staff override', () => {
  it('cancels for free with a reason, audited without the therapy subject', async () => {
    const client = await newClient(t);
    const session = await bookSession(t, client, REZA, '2026-03-16T07:00:00.000Z');
    failed(
      await postAs(t.app, client.token, api(`/staff/sessions/${session.id}/override`), {
        action: 'cancel_free',
        reason: 'x',
        version: session.version,
      }),
      403,
      'forbidden',
    );
    failed(await override({ ...session, version: 0 }, 'cancel_free'), 409, 'version_conflict');
    at(session, -60); // an hour before: the client would be charged
    const cancelled = ok<{ data: Session }>(await override(session, 'cancel_free')).data;
    expect(cancelled).toMatchObject({ state: 'cancelled', cancel_reason: 'staff', charged: false });
    expect((await creditsOf(t, client.id)).map((c) => c.used)).toEqual([0]);

    const [audit] = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'session_override'), eq(auditEvents.subjectId, client.id)));
    expect(audit?.detail).toEqual({
      session_id: session.id,
      override: 'cancel_free',
      reason: 'Client was in hospital.',
    });
    expect(JSON.stringify(audit)).not.toContain('anxious');

    const listed = ok<{ data: Session[]; meta: { total: number } }>(
      await getAs(t.app, support, api(`/staff/sessions?user_id=${client.id}`)),
    );
    expect(listed.data.map((s) => s.id)).toEqual([session.id]);
    failed(await getAs(t.app, client.token, api('/staff/sessions')), 403, 'forbidden');
  });

  it('waives a late charge (the credit returns) and an overtime debt', async () => {
    const client = await newClient(t);
    const late = await bookSession(t, client, REZA, '2026-03-16T08:00:00.000Z');
    at(late, -120);
    const cancelled = ok<{ data: { session: Session } }>(
      await postAs(t.app, client.token, api(`/user/sessions/${late.id}/cancel`), {
        version: late.version,
      }),
    ).data.session;
    expect(cancelled.charged).toBe(true);
    expect((await creditsOf(t, client.id)).map((c) => c.used)).toEqual([1]);
    const waived = ok<{ data: Session }>(await override(cancelled, 'waive_charge')).data;
    expect(waived.charged).toBe(false);
    expect((await creditsOf(t, client.id)).map((c) => c.used)).toEqual([0]);
    failed(await override(waived, 'waive_charge'), 409, 'session_not_changeable');

    clock.set(BASE);
    const held = await bookSession(t, client, REZA, '2026-03-16T09:00:00.000Z');
    at(held, 70);
    const completed = ok<{ data: { session: Session } }>(await complete(reza, held, 65)).data;
    ok(await override(completed.session, 'waive_charge'));
    const entries = await entriesOf(client.id);
    expect(
      entries.filter((e) => e.kind === 'overtime_debt' || e.kind === 'fee_waiver'),
    ).toMatchObject([
      { kind: 'overtime_debt', amountMinor: -1_900n },
      {
        kind: 'fee_waiver',
        amountMinor: 1_900n,
        idempotencyKey: `session:${held.id}:overtime:waiver`,
      },
    ]);
    const [account] = await t.deps.database.db
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.userId, client.id));
    expect(account).toMatchObject({ balanceMinor: 0n, debtMinor: 0n });
  });

  it('waives the late fee of a reschedule paid by wallet debt; the moved credit stays', async () => {
    const client = await newClient(t, { packageId: 1 });
    const session = await bookSession(t, client, MARYAM, '2026-03-15T12:30:00.000Z');
    at(session, -120);
    const moved = ok<{ data: { session: Session; consequence: { paid_by: string } } }>(
      await postAs(t.app, client.token, api(`/user/sessions/${session.id}/reschedule`), {
        version: session.version,
        start: '2026-03-16T12:30:00.000Z',
      }),
    ).data;
    expect(moved.consequence.paid_by).toBe('wallet_debt');
    ok(await override(moved.session, 'waive_charge'));
    expect((await creditsOf(t, client.id)).map((c) => c.used)).toEqual([1]);
    const [account] = await t.deps.database.db
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.userId, client.id));
    expect(account).toMatchObject({ balanceMinor: 0n, debtMinor: 0n });
    expect((await entriesOf(client.id)).map((e) => [e.kind, e.amountMinor])).toEqual(
      expect.arrayContaining([
        ['late_fee_debt', -4_500n],
        ['fee_waiver', 4_500n],
      ]),
    );
  });

  it('grants one more free reschedule', async () => {
    const client = await newClient(t);
    const session = await bookSession(t, client, REZA, '2026-03-16T10:00:00.000Z');
    const granted = ok<{ data: Session }>(await override(session, 'grant_reschedule')).data;
    expect(granted.version).toBe(session.version + 1);
    const preview = ok<{ data: { free_reschedules_left: number } }>(
      await getAs(
        t.app,
        client.token,
        api(`/user/sessions/${session.id}/change-preview?action=reschedule`),
      ),
    ).data;
    expect(preview.free_reschedules_left).toBe(2); // 3 before this reschedule, 2 after it
  });
});
