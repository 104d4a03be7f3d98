import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { sessions, weeklySlots } from './sessions.table';

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * Active weekly slots whose `weeks` most recent past sessions were all missed by the client: a
 * no-show, or a cancellation by the client (free or late). A session the therapist or staff
 * cancelled, one still marked scheduled, or a held one breaks the run — releasing is a penalty
 * for the client, so anything that is not clearly theirs keeps the slot. Sessions moved to
 * another time (moved_to) were not missed and are left out, as are ones this rule cancelled.
 */
export async function findSlotsToRelease(
  db: Executor,
  now: Date,
  weeks: number,
  options: { slotId?: number; limit?: number } = {},
) {
  const missedOfRecent = sql<number>`(
    select count(*)::int from (
      select s.state, s.cancel_reason from ${sessions} s
      where s.weekly_slot_id = ${weeklySlots.id}
        and s.starts_at < ${at(now)}
        and s.moved_to is null
        and s.cancel_reason is distinct from 'released'
      order by s.starts_at desc
      limit ${weeks}
    ) recent
    where recent.state = 'no_show'
       or (recent.state = 'cancelled' and recent.cancel_reason in ('client_free', 'client_late'))
  )`;
  return db
    .select({
      id: weeklySlots.id,
      userId: weeklySlots.userId,
      therapistId: weeklySlots.therapistId,
    })
    .from(weeklySlots)
    .where(
      and(
        eq(weeklySlots.active, true),
        sql`${missedOfRecent} = ${weeks}`,
        options.slotId === undefined ? undefined : eq(weeklySlots.id, options.slotId),
      ),
    )
    .orderBy(asc(weeklySlots.id))
    .limit(options.limit ?? 100);
}

/**
 * Locks an active slot for this transaction. SKIP LOCKED: if another process is releasing it
 * right now, this one leaves it alone instead of waiting and doing it a second time.
 */
export async function lockActiveSlot(db: Executor, slotId: number) {
  const [row] = await db
    .select({ id: weeklySlots.id })
    .from(weeklySlots)
    .where(and(eq(weeklySlots.id, slotId), eq(weeklySlots.active, true)))
    .for('update', { skipLocked: true });
  return row !== undefined;
}

export async function markSlotReleased(db: Executor, slotId: number, now: Date): Promise<void> {
  await db
    .update(weeklySlots)
    .set({ active: false, releasedAt: now })
    .where(eq(weeklySlots.id, slotId));
}

/**
 * Locks the slot's sessions still ahead for this transaction (the lock an UPDATE takes), in
 * credit id order: cancelling them gives credits back one by one, and two transactions touching
 * the same credits then lock them in the same order.
 */
export function lockFutureSlotSessions(db: Executor, slotId: number, now: Date) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.weeklySlotId, slotId),
        eq(sessions.state, 'scheduled'),
        gt(sessions.startsAt, now),
      ),
    )
    .orderBy(asc(sessions.creditId), asc(sessions.startsAt))
    .for('no key update');
}

/** The latest past session of a slot: when the slot met, for the notice's "Thursdays at 13:30". */
export async function lastPastStart(db: Executor, slotId: number, now: Date) {
  const [row] = await db
    .select({ startsAt: sql<Date>`max(${sessions.startsAt})`.mapWith(sessions.startsAt) })
    .from(sessions)
    .where(and(eq(sessions.weeklySlotId, slotId), sql`${sessions.startsAt} < ${at(now)}`));
  return row?.startsAt ?? null;
}
