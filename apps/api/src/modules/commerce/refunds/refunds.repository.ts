import { and, asc, eq, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../accounts/identity';
import { sessionCredits } from '../credits';
import { factorItems, factors } from '../orders';
import { payments } from '../payments/payments.table';
import { refunds } from './refunds.table';
import { walletEntries } from '../wallet';

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

export type GatewayPaymentRow = {
  id: number;
  gateway: string;
  gatewayRef: string;
  currency: (typeof payments.$inferSelect)['currency'];
  amountMinor: bigint;
};

/**
 * The factor's paid online payments that went to the factor, oldest first: what a refund by the
 * original method can go back through. A payment credited to the wallet instead (it arrived
 * after the factor was paid another way) has a wallet entry of its own and is left out.
 */
export async function paidOnlinePayments(
  db: Executor,
  factorId: number,
): Promise<GatewayPaymentRow[]> {
  const rows = await db
    .select({
      id: payments.id,
      gateway: payments.gateway,
      gatewayRef: payments.gatewayRef,
      currency: payments.currency,
      amountMinor: payments.amountMinor,
    })
    .from(payments)
    .where(
      and(
        eq(payments.factorId, factorId),
        eq(payments.type, 'online'),
        eq(payments.state, 'paid'),
        isNotNull(payments.gateway),
        isNotNull(payments.gatewayRef),
        notExists(
          db
            .select({ id: walletEntries.id })
            .from(walletEntries)
            .where(eq(walletEntries.paymentId, payments.id)),
        ),
      ),
    )
    .orderBy(asc(payments.id));
  return rows.map((row) => ({ ...row, gateway: row.gateway!, gatewayRef: row.gatewayRef! }));
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
