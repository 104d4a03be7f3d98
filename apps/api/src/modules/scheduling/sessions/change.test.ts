import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChangeConsequence } from '@ravan/contract';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { getAs, lastMessageTo, postAs } from '../../../test/factories';
import {
  api,
  bookSession,
  creditsOf,
  failed,
  MARYAM,
  newClient,
  ok,
  REZA,
  type Session,
  type TestClient,
} from '../../../test/scheduling-fixtures';
import { sessions } from './sessions.table';
import { walletAccounts, walletEntries } from '../../../db/schema';

// Monday 9 March 2026, midnight UTC.
const BASE = '2026-03-09T00:00:00Z';
const clock = new ManualClock(BASE);
const HOUR_MS = 3_600_000;
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => clock.set(BASE));

type Change = {
  data: { session: Session; replacement: Session | null; consequence: ChangeConsequence };
};
const hoursBefore = (session: Session, hours: number) =>
  clock.set(new Date(Date.parse(session.starts_at) - hours * HOUR_MS));
const preview = async (client: TestClient, session: Session, action: 'cancel' | 'reschedule') =>
  ok<{ data: ChangeConsequence }>(
    await getAs(
      t.app,
      client.token,
      api(`/user/sessions/${session.id}/change-preview?action=${action}`),
    ),
  ).data;
const cancel = (client: TestClient, session: Session, version = session.version) =>
  postAs(t.app, client.token, api(`/user/sessions/${session.id}/cancel`), { version });
const reschedule = (
  client: TestClient,
  session: Session,
  start: string,
  version = session.version,
) =>
  postAs(t.app, client.token, api(`/user/sessions/${session.id}/reschedule`), { version, start });

describe('cancelling (SPEC.md §9)', () => {
  it('is free 3 days ahead: the credit returns', async () => {
    const client = await newClient(t);
    const session = await bookSession(t, client, MARYAM, '2026-03-14T05:30:00.000Z');
    hoursBefore(session, 72);
    const shown = await preview(client, session, 'cancel');
    expect(shown).toEqual({
      action: 'cancel',
      free: true,
      reason: 'notice',
      free_reschedules_left: 2,
      hours_until_start: 72,
      fee: null,
      paid_by: null,
    });
    const done = ok<Change & { message: string }>(await cancel(client, session));
    expect(done.data.consequence).toEqual(shown);
    expect(done.message).toBe('The session is cancelled.');
    expect(done.data.session).toMatchObject({
      state: 'cancelled',
      card_state: 'cancelled',
      cancel_reason: 'client_free',
      charged: false,
      version: session.version + 1,
    });
    expect((await creditsOf(t, client.id)).map((c) => c.used)).toEqual([0]);
    expect((await lastMessageTo(t.app, client.email))?.subject).toBe('یک جلسه لغو شد');
  });

  it('is charged 2 hours ahead: the credit stays spent, as the preview said', async () => {
    const client = await newClient(t);
    const session = await bookSession(t, client, MARYAM, '2026-03-14T06:30:00.000Z');
    hoursBefore(session, 2);
    const shown = await preview(client, session, 'cancel');
    expect(shown).toMatchObject({
      free: false,
      reason: 'late',
      hours_until_start: 2,
      // Package 2: 4 sessions for 171.00 dollars → 42.75 a session.
      fee: { amount: 4_275, currency: 'dollar' },
      paid_by: 'credit',
    });
    const done = ok<Change>(await cancel(client, session)).data;
    expect(done.consequence).toEqual(shown);
    expect(done.session).toMatchObject({
      state: 'cancelled',
      cancel_reason: 'client_late',
      charged: true,
    });
    expect((await creditsOf(t, client.id)).map((c) => c.used)).toEqual([1]);
    const debts = await t.deps.database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, client.id));
    expect(debts.map((e) => e.kind)).not.toContain('late_fee_debt');
  });

  it('checks the version, the owner and that the session has not started', async () => {
    const [client, stranger] = [await newClient(t), await newClient(t)];
    const session = await bookSession(t, client, MARYAM, '2026-03-14T07:30:00.000Z');
    failed(await cancel(client, session, session.version - 1), 409, 'version_conflict');
    failed(await cancel(stranger, session), 404, 'not_found');
    failed(await reschedule(stranger, session, '2026-03-14T08:30:00.000Z'), 404, 'not_found');
    const foreignPreview = await getAs(
      t.app,
      stranger.token,
      api(`/user/sessions/${session.id}/change-preview?action=cancel`),
    );
    failed(foreignPreview, 404, 'not_found');
    hoursBefore(session, -0.1);
    failed(await cancel(client, session), 409, 'session_not_changeable');
  });
});

describe('rescheduling (SPEC.md §9)', () => {
  it('gives 2 free reschedules per package; the third counts as late and takes another credit', async () => {
    const client = await newClient(t);
    let session = await bookSession(t, client, REZA, '2026-03-16T07:00:00.000Z');
    const targets = ['2026-03-16T08:00:00.000Z', '2026-03-16T09:00:00.000Z'];
    for (const [index, start] of targets.entries()) {
      const shown = await preview(client, session, 'reschedule');
      expect(shown).toMatchObject({
        free: true,
        reason: 'free_reschedule',
        free_reschedules_left: 1 - index,
      });
      const moved = ok<Change & { message: string }>(await reschedule(client, session, start));
      expect(moved.message).toBe('The session is moved to its new time.');
      expect(moved.data.consequence).toEqual(shown);
      expect(moved.data.session).toMatchObject({
        state: 'cancelled',
        cancel_reason: 'client_free',
        charged: false,
      });
      expect(moved.data.replacement).toMatchObject({
        state: 'scheduled',
        starts_at: start,
        minutes: 45,
      });
      session = moved.data.replacement as Session;
    }
    expect((await creditsOf(t, client.id)).map((c) => [c.used, c.reschedulesUsed])).toEqual([
      [1, 2],
    ]);

    const third = await preview(client, session, 'reschedule');
    expect(third).toMatchObject({
      free: false,
      reason: 'no_free_reschedules',
      free_reschedules_left: 0,
      fee: { amount: 4_275, currency: 'dollar' },
      paid_by: 'credit',
    });
    const moved = ok<Change>(await reschedule(client, session, '2026-03-17T07:00:00.000Z')).data;
    expect(moved.consequence).toEqual(third);
    expect(moved.session).toMatchObject({ cancel_reason: 'client_late', charged: true });
    expect((await creditsOf(t, client.id)).map((c) => [c.used, c.reschedulesUsed])).toEqual([
      [2, 2],
    ]);
    const [old] = await t.deps.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, session.id));
    expect(old?.movedTo).toBe(moved.replacement?.id);
  });

  it('charges a wallet debt 2 hours ahead when no credit is left', async () => {
    const client = await newClient(t, { packageId: 1 }); // 1 session, 45.00 dollars
    const session = await bookSession(t, client, MARYAM, '2026-03-15T12:30:00.000Z');
    hoursBefore(session, 2);
    const shown = await preview(client, session, 'reschedule');
    expect(shown).toMatchObject({
      free: false,
      reason: 'late',
      free_reschedules_left: 2,
      fee: { amount: 4_500, currency: 'dollar' },
      paid_by: 'wallet_debt',
    });
    const moved = ok<Change>(await reschedule(client, session, '2026-03-16T12:30:00.000Z')).data;
    expect(moved.consequence).toEqual(shown);
    expect(moved.session.charged).toBe(true);
    // The credit moved to the new session; the old one is paid by the debt.
    expect((await creditsOf(t, client.id)).map((c) => c.used)).toEqual([1]);
    expect(moved.replacement?.factor_id).toBe(session.factor_id);
    const db = t.deps.database.db;
    const entries = await db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, client.id));
    expect(entries.filter((e) => e.kind === 'late_fee_debt')).toMatchObject([
      {
        amountMinor: -4_500n,
        currency: 'dollar',
        idempotencyKey: `session:${session.id}:late_fee`,
      },
    ]);
    const [account] = await db
      .select()
      .from(walletAccounts)
      .where(eq(walletAccounts.userId, client.id));
    expect(account).toMatchObject({ balanceMinor: -4_500n, debtMinor: 4_500n });
  });

  it('moves only to a free slot of the same therapist', async () => {
    const [client, other] = [await newClient(t), await newClient(t)];
    const session = await bookSession(t, client, REZA, '2026-03-19T13:00:00.000Z');
    await bookSession(t, other, REZA, '2026-03-19T14:00:00.000Z');
    failed(await reschedule(client, session, '2026-03-19T14:00:00.000Z'), 409, 'slot_taken');
    // Reza does not work on Wednesdays.
    failed(await reschedule(client, session, '2026-03-18T13:00:00.000Z'), 409, 'slot_taken');
    failed(
      await reschedule(client, session, '2026-03-19T15:00:00.000Z', 0),
      409,
      'version_conflict',
    );
    expect((await creditsOf(t, client.id)).map((c) => [c.used, c.reschedulesUsed])).toEqual([
      [1, 0],
    ]);
  });
});
