import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { testAppForFile } from '../../../test/test-app-for-file';
import { auditEvents, sessionCredits } from '../../../db/schema';
import { sessions, weeklySlots } from '../../../db/schema';
import {
  createClient,
  createTherapist,
  createWeeklySlot,
  grantCredit,
  insertSession,
  outboxTo,
  unfold,
} from '../../../test/job-fixtures';
import { releaseMissedWeeklySlots } from './release-weekly-slots.job';

const clock = new ManualClock();
const t = testAppForFile({ clock });

const run = () => releaseMissedWeeklySlots(t.deps);
const WEEK_MS = 7 * 86_400_000;
const week = (first: string, n: number) =>
  new Date(new Date(first).getTime() + n * WEEK_MS).toISOString();

/** A client (fa) and a therapist (en, Berlin) with a weekly slot and a credit of 8 sessions. */
async function weeklySeries() {
  const client = await createClient(t, { locale: 'fa' });
  const therapist = await createTherapist(t, { locale: 'en', tz: 'Europe/Berlin' });
  const slotId = await createWeeklySlot(t, client.id, therapist.id);
  return { client, therapist, slotId };
}

async function slotState(slotId: number) {
  const db = t.deps.database.db;
  const [slot] = await db.select().from(weeklySlots).where(eq(weeklySlots.id, slotId));
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.weeklySlotId, slotId))
    .orderBy(asc(sessions.startsAt));
  return {
    active: slot?.active,
    releasedAt: slot?.releasedAt?.toISOString() ?? null,
    sessions: rows.map((row) => ({
      state: row.state,
      reason: row.cancelReason,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      version: row.version,
    })),
  };
}

async function creditUsed(creditId: number) {
  const [row] = await t.deps.database.db
    .select({ used: sessionCredits.used })
    .from(sessionCredits)
    .where(eq(sessionCredits.id, creditId));
  return row?.used;
}

describe('fixed weekly slot release (SPEC.md §9)', () => {
  it('missed weeks 1 and 2 → released in week 3: future sessions cancelled, credits back, both told, once', async () => {
    const { client, therapist, slotId } = await weeklySeries();
    const creditId = await grantCredit(t, client.id, 8, 5);
    const first = '2026-05-04T10:00:00Z'; // Mondays, 13:30 in Tehran, 12:00 in Berlin
    const common = { userId: client.id, therapistId: therapist.id, weeklySlotId: slotId, creditId };
    await insertSession(t, {
      ...common,
      startsAt: week(first, 0),
      state: 'cancelled',
      cancelReason: 'client_late',
      charged: true,
    });
    await insertSession(t, { ...common, startsAt: week(first, 1), state: 'no_show' });
    const future = [2, 3, 4].map((n) => week(first, n));
    for (const startsAt of future) await insertSession(t, { ...common, startsAt });

    clock.set('2026-05-11T09:00:00Z'); // week 2's session has not happened yet: one miss so far
    expect(await run()).toEqual({ released: 0, messages: 0, failed: 0 });
    expect((await slotState(slotId)).active).toBe(true);

    clock.set('2026-05-12T09:00:00Z'); // week 3
    expect(await run()).toEqual({ released: 1, messages: 2, failed: 0 });
    const released = {
      active: false,
      releasedAt: '2026-05-12T09:00:00.000Z',
      sessions: [
        { state: 'cancelled', reason: 'client_late', cancelledAt: null, version: 1 },
        { state: 'no_show', reason: null, cancelledAt: null, version: 1 },
        ...future.map(() => ({
          state: 'cancelled',
          reason: 'released',
          cancelledAt: '2026-05-12T09:00:00.000Z',
          version: 2,
        })),
      ],
    };
    expect(await slotState(slotId)).toEqual(released);
    expect(await creditUsed(creditId)).toBe(2);

    const [clientMail, ...moreToClient] = await outboxTo(t, client.email);
    expect(moreToClient).toEqual([]);
    expect(clientMail?.subject).toBe('زمان ثابت هفتگی در روان آزاد شد');
    expect(clientMail?.body).toBe(
      [
        'جلسه‌های زمان ثابت هفتگی شما با دکتر نگار آزمون (دوشنبه\u200cها ساعت ۱۳:۳۰ (وقت عادی ایران)) ۲ هفتهٔ پیاپی لغو شد یا برگزار نشد؛ طبق قوانین حضور روان، این زمان آزاد شد.',
        '۳ جلسهٔ آینده در این زمان لغو شد و اعتبار آن به حساب شما برگشت.',
        'برای رزرو زمان تازه به پنل خود در روان سر بزنید.',
      ].join('\n'),
    );
    // One METHOD:CANCEL calendar file per cancelled session, with the raised SEQUENCE.
    const files = clientMail?.attachments ?? [];
    expect(files).toHaveLength(3);
    const ics = unfold(files[0]?.content ?? '');
    expect(files[0]?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(ics).toContain('\r\nMETHOD:CANCEL\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
    expect(ics).toContain('\r\nSEQUENCE:2\r\n');
    expect(ics).toContain('\r\nDTSTART:20260518T100000Z\r\n');

    const [therapistMail, ...moreToTherapist] = await outboxTo(t, therapist.email);
    expect(moreToTherapist).toEqual([]);
    expect(therapistMail).toMatchObject({
      subject: 'A fixed weekly time on Ravan was released',
      body: [
        'The fixed weekly time of Shirin Tehrani (Mondays at 12:00 (Central European Summer Time)) was released after 2 weeks in a row of cancelled or missed sessions.',
        '3 upcoming sessions were cancelled; those hours are free again.',
      ].join('\n'),
    });

    const audit = await t.deps.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'weekly_slot_released'));
    expect(audit.filter((event) => event.detail?.weekly_slot_id === slotId)).toMatchObject([
      {
        actorId: null,
        subjectId: client.id,
        detail: {
          weekly_slot_id: slotId,
          therapist_id: therapist.id,
          sessions_cancelled: 3,
          credits_returned: 3,
        },
      },
    ]);

    // Again, a week later: nothing changes and nobody is told twice.
    clock.set('2026-05-19T09:00:00Z');
    expect(await run()).toEqual({ released: 0, messages: 0, failed: 0 });
    expect(await slotState(slotId)).toEqual(released);
    expect(await creditUsed(creditId)).toBe(2);
    expect(await outboxTo(t, client.email)).toHaveLength(1);
    expect(await outboxTo(t, therapist.email)).toHaveLength(1);
  });

  it('a held session in between keeps the slot; two misses in a row after it release it', async () => {
    const { client, therapist, slotId } = await weeklySeries();
    const first = '2026-06-01T10:00:00Z';
    const common = { userId: client.id, therapistId: therapist.id, weeklySlotId: slotId };
    await insertSession(t, {
      ...common,
      startsAt: week(first, 0),
      state: 'cancelled',
      cancelReason: 'client_free',
    });
    await insertSession(t, { ...common, startsAt: week(first, 1), state: 'completed' });
    await insertSession(t, { ...common, startsAt: week(first, 2), state: 'no_show' });
    const week4 = await insertSession(t, { ...common, startsAt: week(first, 3) });
    await insertSession(t, { ...common, startsAt: week(first, 4) });

    clock.set('2026-06-16T09:00:00Z'); // after week 3: missed 1, held 2, missed 3
    expect(await run()).toEqual({ released: 0, messages: 0, failed: 0 });
    expect((await slotState(slotId)).active).toBe(true);

    await t.deps.database.db
      .update(sessions)
      .set({ state: 'cancelled', cancelReason: 'client_free', cancelledAt: clock.now() })
      .where(eq(sessions.id, week4));
    clock.set('2026-06-23T09:00:00Z'); // after week 4: missed 3 and 4
    expect(await run()).toEqual({ released: 1, messages: 2, failed: 0 });
    const state = await slotState(slotId);
    expect(state.active).toBe(false);
    expect(state.sessions.map((session) => session.reason)).toEqual([
      'client_free',
      null,
      null,
      'client_free',
      'released',
    ]);
    // No credit on these sessions: nothing to return, and the notice says no session count.
    expect((await outboxTo(t, client.email))[0]?.body.split('\n')).toHaveLength(3);
  });

  it('cancelled by the therapist, moved by the client, or not yet marked: not a missed week', async () => {
    const { client, therapist, slotId } = await weeklySeries();
    const first = '2026-07-06T10:00:00Z';
    const common = { userId: client.id, therapistId: therapist.id, weeklySlotId: slotId };
    await insertSession(t, { ...common, startsAt: week(first, 0), state: 'no_show' });
    await insertSession(t, {
      ...common,
      startsAt: week(first, 1),
      state: 'cancelled',
      cancelReason: 'therapist',
    });
    await insertSession(t, { ...common, startsAt: week(first, 2), state: 'no_show' });
    // Week 4 was moved by the client to the Wednesday, which was held.
    const moved = await insertSession(t, {
      ...common,
      startsAt: '2026-07-29T10:00:00Z',
      state: 'completed',
    });
    await insertSession(t, {
      ...common,
      startsAt: week(first, 3),
      state: 'cancelled',
      cancelReason: 'client_free',
      movedTo: moved,
    });
    await insertSession(t, { ...common, startsAt: week(first, 4) }); // past, never marked

    clock.set('2026-07-14T09:00:00Z'); // no-show, then a therapist cancellation
    expect(await run()).toEqual({ released: 0, messages: 0, failed: 0 });
    clock.set('2026-07-28T09:00:00Z'); // no-show (week 3) and the therapist's (week 2)
    expect(await run()).toEqual({ released: 0, messages: 0, failed: 0 });
    clock.set('2026-07-31T09:00:00Z'); // the moved week 4 was held on Wednesday
    expect(await run()).toEqual({ released: 0, messages: 0, failed: 0 });
    clock.set('2026-08-04T09:00:00Z'); // week 5 still 'scheduled' in the past: unknown, kept
    expect(await run()).toEqual({ released: 0, messages: 0, failed: 0 });
    expect((await slotState(slotId)).active).toBe(true);
  });

  it('two runs at once release a slot once: credits back once, one notice each', async () => {
    const { client, therapist, slotId } = await weeklySeries();
    const creditId = await grantCredit(t, client.id, 10, 4);
    const first = '2026-09-07T10:00:00Z';
    const common = { userId: client.id, therapistId: therapist.id, weeklySlotId: slotId, creditId };
    await insertSession(t, { ...common, startsAt: week(first, 0), state: 'no_show' });
    await insertSession(t, { ...common, startsAt: week(first, 1), state: 'no_show' });
    await insertSession(t, { ...common, startsAt: week(first, 2) });
    await insertSession(t, { ...common, startsAt: week(first, 3) });

    clock.set('2026-09-15T09:00:00Z');
    const results = await Promise.all([run(), run(), run()]);
    expect(results.reduce((sum, result) => sum + result.released, 0)).toBe(1);
    expect(await creditUsed(creditId)).toBe(2);
    expect(await outboxTo(t, client.email)).toHaveLength(1);
    expect(await outboxTo(t, therapist.email)).toHaveLength(1);
    expect((await slotState(slotId)).sessions.map((session) => session.version)).toEqual([
      1, 1, 2, 2,
    ]);
  });
});
