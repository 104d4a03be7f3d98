import type {
  cancelSessionBody,
  ChangeAction,
  ChangeConsequence,
  Output,
  rescheduleSessionBody,
  SessionView,
} from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { isFreeSlot } from '../availability';
import { scheduledSessionsBetween } from './busy.repository';
import { inBookingTransaction } from './booking-transaction';
import { decideFor } from './change-facts';
import { changeCreditUse, changeReschedulesUsed, unusedOf } from '../../commerce/credits';
import { cancelledNotices, movedNotices } from './notices';
import type { SchedulingContext } from './scheduling-context';
import { cancelLocked, postSessionDebt } from './session-charges';
import { toSessionView } from './session-view';
import { findSessionRecord, type SessionRecord } from './session-records';
import {
  insertSessions,
  linkMove,
  lockSession,
  updateSession,
  type SessionRow,
} from './sessions.repository';

export interface ChangeResult {
  session: SessionView;
  replacement: SessionView | null;
  consequence: ChangeConsequence;
}

/** The client's own session, still scheduled and not started; someone else's is not found. */
function assertChangeable(session: SessionRow | undefined, userId: number, now: Date): SessionRow {
  if (!session || session.userId !== userId) throw new AppError('not_found');
  if (session.state !== 'scheduled' || session.startsAt.getTime() <= now.getTime())
    throw new AppError('session_not_changeable');
  return session;
}

async function recordOf(db: Executor, id: number): Promise<SessionRecord> {
  const record = await findSessionRecord(db, id);
  if (!record) throw new Error(`session ${id} vanished`);
  return record;
}

/** Exactly what a cancel or reschedule would do now (the same rules the change applies). */
export async function previewChange(
  ctx: SchedulingContext,
  userId: number,
  sessionId: number,
  action: ChangeAction,
): Promise<ChangeConsequence> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock.now();
  const session = assertChangeable((await findSessionRecord(db, sessionId))?.session, userId, now);
  return (await decideFor(db, session, action, now, false)).consequence;
}

export async function cancelSession(
  ctx: SchedulingContext,
  userId: number,
  sessionId: number,
  body: Output<typeof cancelSessionBody>,
): Promise<ChangeResult> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock.now();
  const consequence = await db.transaction(async (tx) => {
    const session = assertChangeable(await lockSession(tx, sessionId), userId, now);
    if (session.version !== body.version) throw new AppError('version_conflict');
    const decision = await decideFor(tx, session, 'cancel', now, true);
    const free = decision.consequence.free;
    await cancelLocked(tx, session, free ? 'client_free' : 'client_late', now, { charged: !free });
    return decision.consequence;
  });
  const record = await recordOf(db, sessionId);
  await ctx.notify(cancelledNotices(record));
  return { session: toSessionView(record, now), replacement: null, consequence };
}

/**
 * Moves a session to a free slot of the same therapist. A free move keeps the credit and uses one
 * of the package's free reschedules; a late one charges the old session and the new one takes
 * another credit — or, none left, the fee becomes a wallet debt and the credit moves along.
 */
export async function rescheduleSession(
  ctx: SchedulingContext,
  userId: number,
  sessionId: number,
  body: Output<typeof rescheduleSessionBody>,
): Promise<ChangeResult> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock.now();
  const start = new Date(body.start);
  const { replacementId, consequence } = await inBookingTransaction(db, async (tx) => {
    const session = assertChangeable(await lockSession(tx, sessionId), userId, now);
    if (session.version !== body.version) throw new AppError('version_conflict');
    const { consequence, credits, fee } = await decideFor(tx, session, 'reschedule', now, true);
    const target = { therapistId: session.therapistId, start, kind: session.kind, now };
    if (
      !(await isFreeSlot(tx, { ...target, ignoreSessionId: session.id }, scheduledSessionsBetween))
    )
      throw new AppError('slot_taken');

    let creditId = session.creditId;
    if (consequence.reason === 'free_reschedule' && creditId !== null)
      await changeReschedulesUsed(tx, creditId, 1);
    if (!consequence.free && consequence.paid_by === 'credit') {
      const spare = credits.find((credit) => unusedOf(credit) > 0);
      if (!spare) throw new Error('the rules saw a spare credit that is not there');
      await changeCreditUse(tx, spare.id, 1);
      creditId = spare.id;
    }
    if (!consequence.free && consequence.paid_by === 'wallet_debt' && fee)
      await postSessionDebt(tx, session, 'late_fee_debt', fee.amountMinor, fee.currency);

    await updateSession(tx, session.id, {
      state: 'cancelled',
      cancelReason: consequence.free ? 'client_free' : 'client_late',
      cancelledAt: now,
      charged: !consequence.free,
    });
    const length = session.endsAt.getTime() - session.startsAt.getTime();
    const [replacement] = await insertSessions(tx, [
      {
        userId: session.userId,
        therapistId: session.therapistId,
        kind: session.kind,
        startsAt: start,
        endsAt: new Date(start.getTime() + length),
        requestId: session.requestId,
        weeklySlotId: session.weeklySlotId,
        creditId,
        meetingUrl: session.meetingUrl,
      },
    ]);
    if (!replacement) throw new Error('session insert returned nothing');
    await linkMove(tx, session.id, replacement.id);
    return { replacementId: replacement.id, consequence };
  });
  const [from, to] = [await recordOf(db, sessionId), await recordOf(db, replacementId)];
  await ctx.notify(movedNotices(from, to));
  return {
    session: toSessionView(from, now),
    replacement: toSessionView(to, now),
    consequence,
  };
}
