import type { PaymentGatewayName } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { findFactor } from '../orders';
import { postToWallet } from '../wallet';
import {
  findPaymentById,
  lockPayment,
  recordGatewayEvent,
  setPaymentState,
  type PaymentRow,
} from './payments.repository';
import { settleFactorPayment } from './settle-factor';

/** What the gateway said, already authenticated (signature or server-to-server verify). */
export type GatewayResult = { outcome: 'paid'; amountMinor: bigint } | { outcome: 'failed' };

export interface SettlementResult {
  payment: PaymentRow;
  /** False for a repeat (the payment had already left `awaiting`, or the event was seen). */
  applied: boolean;
}

/**
 * Settles an online payment once, atomically. Locks are taken in the order every payment path
 * uses — the factor, then the payment (as offline review, wallet payments and refunds do) — so
 * two paths on one factor queue instead of deadlocking; repeated or racing callbacks queue there
 * too, and only the one that finds the payment still `awaiting` acts, the others change
 * nothing — except that a verified payment for a `failed` one (failed by the abandoned-payment
 * job while the payer was still on the gateway's page) is applied, once. A paid payment is
 * checked against the amount it was created for, then applied to its invoice — or, when the
 * invoice was meanwhile paid another way and no longer owes that much, credited to the wallet
 * in full, so the money is neither lost nor counted twice.
 * `event` (a webhook's id) is recorded in the same transaction as the effect.
 */
export async function settleOnlinePayment(
  deps: AppDeps,
  paymentId: number,
  result: GatewayResult,
  event?: { gateway: PaymentGatewayName; eventId: string },
): Promise<SettlementResult> {
  const settled = await deps.database.db.transaction(async (tx) => {
    // Lock order: factor, then payment. A payment's factor never changes, so it is read first
    // without a lock to know which factor to lock.
    const unlocked = await findPaymentById(tx, paymentId);
    if (!unlocked) throw new AppError('not_found');
    const factor = await findFactor(tx, unlocked.factorId, true);
    if (!factor) throw new Error(`factor ${unlocked.factorId} vanished`);
    const payment = await lockPayment(tx, paymentId);
    if (!payment) throw new AppError('not_found');
    if (event && !(await recordGatewayEvent(tx, event.gateway, event.eventId))) {
      return { payment, applied: false };
    }
    // A verified payment may still arrive after the abandoned-payment job failed the row
    // (a Checkout page left open for hours): the money is taken, so it is applied, once.
    const late = payment.state === 'failed' && result.outcome === 'paid';
    if (payment.type !== 'online' || (payment.state !== 'awaiting' && !late)) {
      return { payment, applied: false };
    }
    if (result.outcome === 'failed') {
      return { payment: await setPaymentState(tx, payment.id, 'failed', null), applied: true };
    }
    if (result.amountMinor !== payment.amountMinor) throw new AppError('payment_callback_invalid');

    const paid = await setPaymentState(tx, payment.id, 'paid', deps.clock.now());
    const due = factor.totalMinor - factor.paidMinor;
    if (factor.state !== 'paid' && payment.amountMinor <= due) {
      await settleFactorPayment(tx, factor, payment.amountMinor);
    } else {
      await postToWallet(tx, {
        userId: payment.userId,
        currency: payment.currency,
        amountMinor: payment.amountMinor,
        kind: 'refund',
        idempotencyKey: `overpay:${payment.id}`,
        factorId: factor.id,
        paymentId: payment.id,
        note: 'online payment received after the invoice was paid another way',
      });
    }
    return { payment: paid, applied: true };
  });
  if (settled.applied)
    deps.metrics.payments.settledTotal.inc({ type: 'online', state: settled.payment.state });
  return settled;
}
