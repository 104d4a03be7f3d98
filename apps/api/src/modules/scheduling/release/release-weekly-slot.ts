import { FIXED_SLOT_RELEASE_AFTER_MISSED_WEEKS } from '@ravan/contract';
import type { Database, Executor } from '../../../db/client';
import { recordAudit } from '../../platform/audit';
import {
  cancelLocked,
  findSlotsToRelease,
  lastPastStart,
  lockActiveSlot,
  lockFutureSlotSessions,
  markSlotReleased,
  type SessionRow,
} from '../sessions';

export interface ReleasedSlot {
  slotId: number;
  userId: number;
  therapistId: number;
  /** The slot's future sessions, now cancelled (with their new version), by start time. */
  cancelled: SessionRow[];
  creditsReturned: number;
  /** When the slot last met (or would have): the notice names its weekday and time. */
  anchor: Date;
}

/**
 * Releases one fixed weekly slot (SPEC.md §9) in one transaction: the slot becomes inactive, its
 * future sessions are cancelled as 'released' and their credits come back. Answers null when
 * there is nothing to do — the slot is gone, already released, being released by another process
 * right now, or no longer meets the rule (checked again under the lock, since the candidate list
 * was read before). Sends nothing: the caller tells people after the commit.
 */
export async function releaseWeeklySlot(
  db: Database,
  slotId: number,
  now: Date,
): Promise<ReleasedSlot | null> {
  return db.transaction(async (tx) => {
    if (!(await lockActiveSlot(tx, slotId))) return null;
    const [slot] = await findSlotsToRelease(tx, now, FIXED_SLOT_RELEASE_AFTER_MISSED_WEEKS, {
      slotId,
    });
    if (!slot) return null;
    await markSlotReleased(tx, slotId, now);
    const cancelled = await cancelFutureSessions(tx, slotId, now);
    const creditsReturned = cancelled.filter(
      (session) => session.creditId !== null && !session.charged,
    ).length;
    await recordAudit(tx, {
      action: 'weekly_slot_released',
      actorId: null,
      subjectId: slot.userId,
      detail: {
        weekly_slot_id: slotId,
        therapist_id: slot.therapistId,
        sessions_cancelled: cancelled.length,
        credits_returned: creditsReturned,
      },
    });
    const anchor = cancelled[0]?.startsAt ?? (await lastPastStart(tx, slotId, now)) ?? now;
    return {
      slotId,
      userId: slot.userId,
      therapistId: slot.therapistId,
      cancelled,
      creditsReturned,
      anchor,
    };
  });
}

/**
 * Cancels the slot's sessions still ahead as 'released' the way the sessions module cancels one:
 * version + 1, and the credit it spent back unless it was charged (a charge stays as it was).
 * All are locked before any credit changes, and credits change in id order (see the lock).
 */
async function cancelFutureSessions(tx: Executor, slotId: number, now: Date) {
  const cancelled: SessionRow[] = [];
  for (const session of await lockFutureSlotSessions(tx, slotId, now)) {
    cancelled.push(await cancelLocked(tx, session, 'released', now, { charged: session.charged }));
  }
  return cancelled.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
