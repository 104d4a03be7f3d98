import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { PaymentGatewayName } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { gatewayEvents, payments, type PaymentState } from './payments.table';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * The payment, locked until the transaction ends: every settlement of it queues here. Take its
 * factor's lock first (orders' `findFactor(tx, id, true)`): factor, then payment, is the order of every payment path.
 */
export async function lockPayment(
  tx: Executor,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  return row;
}

export async function findOwnPayment(
  db: Executor,
  userId: number,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  return row;
}

export async function findPaymentById(
  db: Executor,
  paymentId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
}

export async function findPaymentByRef(
  db: Executor,
  gateway: PaymentGatewayName,
  ref: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, gateway), eq(payments.gatewayRef, ref)));
  return row;
}

export async function insertPayment(
  tx: Executor,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned nothing');
  return row;
}

/** Records the gateway's reference once; a reference is never replaced. */
export async function setGatewayRef(db: Executor, paymentId: number, ref: string): Promise<void> {
  await db
    .update(payments)
    .set({ gatewayRef: ref, updatedAt: sql`now()` })
    .where(and(eq(payments.id, paymentId), isNull(payments.gatewayRef)));
}

/** Moves a locked payment out of `awaiting`. */
export async function setPaymentState(
  tx: Executor,
  paymentId: number,
  state: PaymentState,
  paidAt: Date | null,
): Promise<PaymentRow> {
  const [row] = await tx
    .update(payments)
    .set({ state, paidAt, updatedAt: sql`now()` })
    .where(eq(payments.id, paymentId))
    .returning();
  if (!row) throw new Error(`payment ${paymentId} vanished`);
  return row;
}

/**
 * Fails every online payment still `awaiting` that was started before `cutoff`, in one
 * conditional UPDATE: a row a callback settles meanwhile is no longer `awaiting` and is skipped,
 * and two processes running this at once each fail a row at most once between them.
 */
export async function failAwaitingOnlineBefore(
  db: Executor,
  cutoff: Date,
  now: Date,
): Promise<{ id: number }[]> {
  return db
    .update(payments)
    .set({ state: 'failed', updatedAt: now })
    .where(
      and(
        eq(payments.type, 'online'),
        eq(payments.state, 'awaiting'),
        lt(payments.createdAt, cutoff),
      ),
    )
    .returning({ id: payments.id });
}

/** Whether a bank transfer reported for the factor still waits for staff review. */
export async function hasPendingTransfer(db: Executor, factorId: number): Promise<boolean> {
  const count = await db.$count(
    payments,
    and(
      eq(payments.factorId, factorId),
      eq(payments.type, 'offline'),
      eq(payments.state, 'pending'),
    ),
  );
  return count > 0;
}

/** True the first time an event id is seen; false for a repeat (which must change nothing). */
export async function recordGatewayEvent(
  tx: Executor,
  gateway: PaymentGatewayName,
  eventId: string,
): Promise<boolean> {
  const rows = await tx
    .insert(gatewayEvents)
    .values({ gateway, eventId })
    .onConflictDoNothing()
    .returning({ id: gatewayEvents.id });
  return rows.length > 0;
}

/** The payments of the given factors, oldest first. */
export async function paymentsOfFactors(db: Executor, factorIds: number[]): Promise<PaymentRow[]> {
  if (factorIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.factorId, factorIds))
    .orderBy(payments.id);
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

/** An offline payment (bank transfer), locked for the transaction when asked. */
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

/** Staff's decision on a (locked) offline payment. */
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

export type GatewayPaymentRow = {
  id: number;
  gateway: string;
  gatewayRef: string;
  currency: PaymentRow['currency'];
  amountMinor: bigint;
};

/** The factor's paid online payments with a gateway reference, oldest first. */
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
      ),
    )
    .orderBy(asc(payments.id));
  return rows.map((row) => ({ ...row, gateway: row.gateway!, gatewayRef: row.gatewayRef! }));
}
