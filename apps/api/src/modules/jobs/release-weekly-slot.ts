import { FIXED_SLOT_RELEASE_AFTER_MISSED_WEEKS } from '@ravan/contract';
import type { Database, Executor } from '../../db/client';
import { recordAudit } from '../audit';
import {
  cancelFutureSlotSessions,
  findSlotsToRelease,
  lastPastStart,
  lockActiveSlot,
  markSlotReleased,
  returnCredits,
  type CancelledSession,
} from './release.repository';

export interface ReleasedSlot {
  slotId: number;
  userId: number;
  therapistId: number;
  /** The slot's future sessions, now cancelled (with their new version). */
  cancelled: CancelledSession[];
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
    const cancelled = await cancelFutureSlotSessions(tx, slotId, now);
    const creditsReturned = await giveCreditsBack(tx, cancelled);
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

/** One credit back per cancelled session that spent one and was not charged. */
async function giveCreditsBack(tx: Executor, cancelled: CancelledSession[]) {
  const perCredit = new Map<number, number>();
  for (const session of cancelled) {
    if (session.creditId === null || session.charged) continue;
    perCredit.set(session.creditId, (perCredit.get(session.creditId) ?? 0) + 1);
  }
  // In id order, so two transactions touching the same credits lock them in the same order.
  for (const [creditId, count] of [...perCredit].sort(([a], [b]) => a - b)) {
    await returnCredits(tx, creditId, count);
  }
  return [...perCredit.values()].reduce((sum, count) => sum + count, 0);
}
