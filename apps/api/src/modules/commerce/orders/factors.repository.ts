import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { factorItems, factors, type FactorState } from './factors.table';

export type FactorRow = typeof factors.$inferSelect;
export type FactorItemRow = typeof factorItems.$inferSelect;

/** The user's factor, locked for the transaction when asked. Another user's id finds nothing. */
export async function findOwnFactor(
  db: Executor,
  userId: number,
  factorId: number,
  lock = false,
): Promise<FactorRow | undefined> {
  const query = db
    .select()
    .from(factors)
    .where(and(eq(factors.id, factorId), eq(factors.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Any user's factor (staff, and payment paths that reached it through a payment), locked for the
 * transaction when asked: factor, then payment, is the lock order of every payment path.
 */
export async function findFactor(
  db: Executor,
  factorId: number,
  lock = false,
): Promise<FactorRow | undefined> {
  const query = db.select().from(factors).where(eq(factors.id, factorId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertFactor(
  db: Executor,
  values: typeof factors.$inferInsert,
): Promise<FactorRow> {
  const [row] = await db.insert(factors).values(values).returning();
  if (!row) throw new Error('factor insert returned nothing');
  return row;
}

export async function insertFactorItems(
  db: Executor,
  values: (typeof factorItems.$inferInsert)[],
): Promise<void> {
  if (values.length > 0) await db.insert(factorItems).values(values);
}

export async function recordFactorPayment(
  db: Executor,
  factorId: number,
  paidMinor: bigint,
  state: FactorState,
): Promise<void> {
  await db
    .update(factors)
    .set({ paidMinor, state, updatedAt: sql`now()` })
    .where(eq(factors.id, factorId));
}

export async function pageFactors(db: Executor, userId: number, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(factors)
    .where(eq(factors.userId, userId))
    .orderBy(desc(factors.id))
    .limit(limit)
    .offset(offset);
  const total = await db.$count(factors, eq(factors.userId, userId));
  return { rows, total };
}

export async function findLastPayableFactor(
  db: Executor,
  userId: number,
): Promise<FactorRow | undefined> {
  const [row] = await db
    .select()
    .from(factors)
    .where(
      and(
        eq(factors.userId, userId),
        ne(factors.state, 'paid'),
        lt(factors.paidMinor, factors.totalMinor),
      ),
    )
    .orderBy(desc(factors.id))
    .limit(1);
  return row;
}

/** The lines of the given factors, in order. */
export async function itemsOfFactors(db: Executor, factorIds: number[]): Promise<FactorItemRow[]> {
  if (factorIds.length === 0) return [];
  return db
    .select()
    .from(factorItems)
    .where(inArray(factorItems.factorId, factorIds))
    .orderBy(factorItems.id);
}

/** A refund raises what was refunded of the factor (the factor is locked by the caller). */
export async function addRefundedMinor(
  tx: Executor,
  factorId: number,
  amountMinor: bigint,
): Promise<void> {
  await tx
    .update(factors)
    .set({ refundedMinor: sql`${factors.refundedMinor} + ${amountMinor}`, updatedAt: sql`now()` })
    .where(eq(factors.id, factorId));
}

/** Whether the user has any paid factor besides this one (first paid order → invite credit). */
export async function countPaidFactors(db: Executor, userId: number): Promise<number> {
  return db.$count(factors, and(eq(factors.userId, userId), eq(factors.state, 'paid')));
}

/** Which of the users have a paid factor (an invitee's first order paid). */
export async function usersWithPaidFactor(
  db: Executor,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ userId: factors.userId })
    .from(factors)
    .where(and(inArray(factors.userId, [...new Set(userIds)]), eq(factors.state, 'paid')));
  return new Set(rows.map((row) => row.userId));
}
