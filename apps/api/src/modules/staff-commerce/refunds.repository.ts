import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../accounts';
import { sessionCredits } from '../credits';
import { factorItems, factors } from '../orders';
import { refunds } from '../payments/refunds.table';

export type RefundRow = typeof refunds.$inferSelect;
export type CreditRow = typeof sessionCredits.$inferSelect;

export async function findFactor(db: Executor, id: number, lock = false) {
  const query = db.select().from(factors).where(eq(factors.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function factorCredits(db: Executor, factorId: number, lock = false) {
  const query = db
    .select()
    .from(sessionCredits)
    .where(eq(sessionCredits.factorId, factorId))
    .orderBy(asc(sessionCredits.id));
  return lock ? query.for('update') : query;
}

export async function factorLines(db: Executor, factorId: number) {
  return db
    .select()
    .from(factorItems)
    .where(eq(factorItems.factorId, factorId))
    .orderBy(asc(factorItems.id));
}

export async function factorRefunds(db: Executor, factorId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.factorId, factorId)).orderBy(asc(refunds.id));
}

export async function findOwner(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error('factor owner vanished');
  return row;
}

export async function insertRefund(
  tx: Executor,
  values: typeof refunds.$inferInsert,
): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

export async function addRefundedSessions(tx: Executor, creditId: number, sessions: number) {
  await tx
    .update(sessionCredits)
    .set({ refunded: sql`${sessionCredits.refunded} + ${sessions}`, updatedAt: sql`now()` })
    .where(eq(sessionCredits.id, creditId));
}

export async function addRefundedMinor(tx: Executor, factorId: number, amountMinor: bigint) {
  await tx
    .update(factors)
    .set({ refundedMinor: sql`${factors.refundedMinor} + ${amountMinor}`, updatedAt: sql`now()` })
    .where(eq(factors.id, factorId));
}
