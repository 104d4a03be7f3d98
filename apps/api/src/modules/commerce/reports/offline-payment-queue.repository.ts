import { and, asc, eq } from 'drizzle-orm';
import type { PaymentStateName } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { users } from '../../accounts/identity/users.table';
import { factors } from '../orders/factors.table';
import { payments } from '../payments/payments.table';

export type ReviewRow = {
  payment: typeof payments.$inferSelect;
  user: { id: number; firstname: string | null; lastname: string | null; email: string | null };
  factor: typeof factors.$inferSelect;
};

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

/** Offline payments in a state, oldest first (the queue staff work through), one page. */
export async function pageOfflinePayments(
  db: Executor,
  state: PaymentStateName,
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

/** One offline payment with its payer and factor, as staff see it in the queue. */
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
