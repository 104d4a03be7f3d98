import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../accounts/identity';
import { factors } from '../orders';
import { payments, type PaymentState } from '../payments/payments.table';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(
  db: Executor,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/** Offline payments still waiting for review on a factor: they hold part of what is due. */
export async function pendingOfflineTotal(db: Executor, factorId: number): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amountMinor}), 0)` })
    .from(payments)
    .where(
      and(
        eq(payments.factorId, factorId),
        eq(payments.type, 'offline'),
        eq(payments.state, 'pending'),
      ),
    );
  return BigInt(row?.total ?? 0);
}

export async function findOfflinePayment(
  db: Executor,
  id: number,
  lock = false,
): Promise<PaymentRow | undefined> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.type, 'offline')));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function lockFactorById(db: Executor, id: number) {
  const [row] = await db.select().from(factors).where(eq(factors.id, id)).for('update');
  return row;
}

export async function markReviewed(
  db: Executor,
  id: number,
  changes: {
    state: PaymentState;
    reviewedBy: number;
    reviewedAt: Date;
    paidAt: Date | null;
    reviewNote?: string;
  },
): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  if (!row) throw new Error('payment update returned nothing');
  return row;
}

const reviewColumns = {
  payment: payments,
  user: {
    id: users.id,
    firstname: users.firstname,
    lastname: users.lastname,
    email: users.email,
  },
  factor: factors,
};
export type ReviewRow = {
  payment: PaymentRow;
  user: { id: number; firstname: string | null; lastname: string | null; email: string | null };
  factor: typeof factors.$inferSelect;
};

/** Offline payments in a state, oldest first (the queue staff work through), one page. */
export async function pageOfflinePayments(
  db: Executor,
  state: PaymentState,
  limit: number,
  offset: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = and(eq(payments.type, 'offline'), eq(payments.state, state));
  const rows = await db
    .select(reviewColumns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(factors, eq(factors.id, payments.factorId))
    .where(where)
    .orderBy(asc(payments.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: await db.$count(payments, where) };
}

export async function findReviewRow(db: Executor, paymentId: number): Promise<ReviewRow> {
  const [row] = await db
    .select(reviewColumns)
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(factors, eq(factors.id, payments.factorId))
    .where(eq(payments.id, paymentId));
  if (!row) throw new Error('payment vanished');
  return row;
}
