import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { PackageKind } from '../catalog';
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

/** A paid factor's sessions become credits, one row per package line; scheduling spends them. */
export async function grantCredits(
  tx: Executor,
  userId: number,
  factorId: number,
  lines: { packageId: number; kind: PackageKind; sessions: number }[],
): Promise<void> {
  const rows = lines
    .filter((line) => line.sessions > 0)
    .map((line) => ({
      userId,
      factorId,
      packageId: line.packageId,
      kind: line.kind,
      total: line.sessions,
    }));
  if (rows.length > 0) await tx.insert(sessionCredits).values(rows);
}

/** The credits a factor granted, oldest first; locked for the caller's transaction when asked. */
export async function creditsOfFactor(
  db: Executor,
  factorId: number,
  lock = false,
): Promise<CreditRow[]> {
  const query = db
    .select()
    .from(sessionCredits)
    .where(eq(sessionCredits.factorId, factorId))
    .orderBy(asc(sessionCredits.id));
  return lock ? query.for('update') : query;
}

/** refunded += sessions: a refund takes back unused sessions of a (locked) credit. */
export async function addRefundedSessions(
  tx: Executor,
  creditId: number,
  sessions: number,
): Promise<void> {
  await tx
    .update(sessionCredits)
    .set({ refunded: sql`${sessionCredits.refunded} + ${sessions}`, updatedAt: sql`now()` })
    .where(eq(sessionCredits.id, creditId));
}
