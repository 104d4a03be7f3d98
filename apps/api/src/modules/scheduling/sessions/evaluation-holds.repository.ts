import { and, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { evaluationHolds, type EvaluationHoldRow } from './evaluation-holds.table';

export type NewHold = Pick<
  EvaluationHoldRow,
  'userId' | 'therapistId' | 'startsAt' | 'endsAt' | 'expiresAt'
>;

const overlapping = (therapistId: number, start: Date, end: Date) =>
  and(
    eq(evaluationHolds.therapistId, therapistId),
    lt(evaluationHolds.startsAt, end),
    gt(evaluationHolds.endsAt, start),
  );

/**
 * Marks the run-out holds on [start, end) of this evaluator `expired`, so a new hold can take the
 * slot. Each row is locked as it changes: two clients expiring the same hold queue, and the
 * exclusion constraint lets only one of their new holds in.
 */
export async function expireHoldsAt(
  tx: Executor,
  slot: { therapistId: number; start: Date; end: Date },
  now: Date,
): Promise<void> {
  await tx
    .update(evaluationHolds)
    .set({ state: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        overlapping(slot.therapistId, slot.start, slot.end),
        eq(evaluationHolds.state, 'held'),
        lte(evaluationHolds.expiresAt, now),
      ),
    );
}

/** The client gives up any live hold (choosing another time replaces the earlier one). */
export async function releaseHoldsOf(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(evaluationHolds)
    .set({ state: 'released', updatedAt: sql`now()` })
    .where(and(eq(evaluationHolds.userId, userId), eq(evaluationHolds.state, 'held')));
}

/** Inserts a live hold; the exclusion constraint refuses it (23P01) when the slot is held. */
export async function insertHold(tx: Executor, hold: NewHold): Promise<EvaluationHoldRow> {
  const [row] = await tx.insert(evaluationHolds).values(hold).returning();
  if (!row) throw new Error('hold insert returned nothing');
  return row;
}

/** The client's own hold, locked for the booking that turns it into a session. */
export async function lockOwnHold(
  tx: Executor,
  userId: number,
  holdId: number,
): Promise<EvaluationHoldRow | undefined> {
  const [row] = await tx
    .select()
    .from(evaluationHolds)
    .where(and(eq(evaluationHolds.id, holdId), eq(evaluationHolds.userId, userId)))
    .for('update');
  return row;
}

export async function markHoldBooked(
  tx: Executor,
  holdId: number,
  sessionId: number,
): Promise<void> {
  await tx
    .update(evaluationHolds)
    .set({ state: 'booked', sessionId, updatedAt: sql`now()` })
    .where(eq(evaluationHolds.id, holdId));
}

/**
 * Live holds (by the application's clock) of an evaluator overlapping [from, to), other than
 * the viewer's own: what hides a slot from everyone else.
 */
export async function liveHoldsBetween(
  db: Executor,
  input: { therapistId: number; from: Date; to: Date; now: Date; exceptUserId?: number },
): Promise<{ start: Date; end: Date }[]> {
  return db
    .select({ start: evaluationHolds.startsAt, end: evaluationHolds.endsAt })
    .from(evaluationHolds)
    .where(
      and(
        overlapping(input.therapistId, input.from, input.to),
        eq(evaluationHolds.state, 'held'),
        gt(evaluationHolds.expiresAt, input.now),
        input.exceptUserId === undefined
          ? undefined
          : ne(evaluationHolds.userId, input.exceptUserId),
      ),
    );
}
