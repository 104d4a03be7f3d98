import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { sessionCredits } from './session-credits.table';

/**
 * Session credits as scheduling spends them, asked for through these functions (scheduling
 * never touches the table). Therapy sessions spend any non-evaluation credit, oldest first;
 * every change happens under the client's credit locks (lockTherapyCredits).
 */
export type CreditRow = typeof sessionCredits.$inferSelect;

export const unusedOf = (credit: CreditRow) => credit.total - credit.used - credit.refunded;

function therapyCredits(db: Executor, userId: number) {
  return db
    .select()
    .from(sessionCredits)
    .where(and(eq(sessionCredits.userId, userId), ne(sessionCredits.kind, 'evaluation')))
    .orderBy(asc(sessionCredits.id))
    .$dynamic();
}

/** The client's therapy credits, oldest first, locked (SELECT … FOR UPDATE) for the caller's transaction. */
export function lockTherapyCredits(tx: Executor, userId: number): Promise<CreditRow[]> {
  return therapyCredits(tx, userId).for('update');
}

/** The same rows without a lock: for previews. */
export function readTherapyCredits(db: Executor, userId: number): Promise<CreditRow[]> {
  return therapyCredits(db, userId);
}

/** used += delta (a session takes a credit: +1; a free cancel gives it back: −1). */
export async function changeCreditUse(
  tx: Executor,
  creditId: number,
  delta: number,
): Promise<void> {
  await tx
    .update(sessionCredits)
    .set({ used: sql`${sessionCredits.used} + ${delta}`, updatedAt: sql`now()` })
    .where(eq(sessionCredits.id, creditId));
}

/** reschedules_used += delta (a free reschedule: +1; staff granting one more: −1). */
export async function changeReschedulesUsed(
  tx: Executor,
  creditId: number,
  delta: number,
): Promise<void> {
  await tx
    .update(sessionCredits)
    .set({
      reschedulesUsed: sql`${sessionCredits.reschedulesUsed} + ${delta}`,
      updatedAt: sql`now()`,
    })
    .where(eq(sessionCredits.id, creditId));
}

export async function findCredit(db: Executor, creditId: number): Promise<CreditRow | undefined> {
  const [row] = await db.select().from(sessionCredits).where(eq(sessionCredits.id, creditId));
  return row;
}

/** The invoice (factor) each credit came from, by credit id. */
export async function factorIdsOfCredits(
  db: Executor,
  creditIds: number[],
): Promise<Map<number, number>> {
  if (creditIds.length === 0) return new Map();
  const rows = await db
    .select({ id: sessionCredits.id, factorId: sessionCredits.factorId })
    .from(sessionCredits)
    .where(inArray(sessionCredits.id, [...new Set(creditIds)]));
  return new Map(rows.map((row) => [row.id, row.factorId]));
}
