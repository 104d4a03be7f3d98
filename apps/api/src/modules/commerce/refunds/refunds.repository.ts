import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { refunds } from './refunds.table';

export type RefundRow = typeof refunds.$inferSelect;

export async function factorRefunds(db: Executor, factorId: number): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.factorId, factorId)).orderBy(asc(refunds.id));
}

export async function insertRefund(
  tx: Executor,
  values: typeof refunds.$inferInsert,
): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

export async function findRefund(db: Executor, id: number): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

/** Marks a refund done once: a refund already done (a racing retry) is left as it is. */
export async function markRefundDone(db: Executor, id: number): Promise<void> {
  await db
    .update(refunds)
    .set({ state: 'done' })
    .where(and(eq(refunds.id, id), eq(refunds.state, 'pending_gateway')));
}

/** What earlier refunds of the factor by the original method came to (done or still pending). */
export async function originalRefundsBefore(
  db: Executor,
  factorId: number,
  refundId: number,
): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${refunds.amountMinor}), 0)` })
    .from(refunds)
    .where(
      and(eq(refunds.factorId, factorId), eq(refunds.method, 'original'), lt(refunds.id, refundId)),
    );
  return BigInt(row?.total ?? 0);
}
