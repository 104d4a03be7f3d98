import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import {
  GatewayError,
  type PaymentGatewayName,
  type PaymentGateways,
} from '../../../providers/payments';
import { paidOnlinePayments, type GatewayPaymentRow } from '../payments';
import { paymentIdsWithEntries } from '../wallet';
import {
  findRefund,
  markRefundDone,
  originalRefundsBefore,
  type RefundRow,
} from './refunds.repository';

export type RefundLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface GatewayRefundPart {
  payment: GatewayPaymentRow;
  amountMinor: bigint;
}

/**
 * Which online payments a refund by the original method goes back through, and how much each:
 * the factor's online payments are taken oldest first, and what earlier refunds by the original
 * method took (done or still pending — support may have completed those by hand) is used up
 * first. Null when the online payments cannot carry all of it (part was paid from the wallet or
 * by bank transfer): then no gateway is asked for any of it, and support refunds it by hand.
 * Deterministic, so a retry splits a refund exactly as the first attempt did.
 */
export function planGatewayRefund(
  online: readonly GatewayPaymentRow[],
  earlierMinor: bigint,
  amountMinor: bigint,
): GatewayRefundPart[] | null {
  let skip = earlierMinor;
  let left = amountMinor;
  const parts: GatewayRefundPart[] = [];
  for (const payment of online) {
    if (left <= 0n) break;
    const used = skip < payment.amountMinor ? skip : payment.amountMinor;
    skip -= used;
    const room = payment.amountMinor - used;
    if (room <= 0n) continue;
    const take = left < room ? left : room;
    parts.push({ payment, amountMinor: take });
    left -= take;
  }
  return left === 0n && parts.length > 0 ? parts : null;
}

/**
 * The key a gateway refunds one part of one refund under, the same on every attempt. Our refund
 * id alone is not enough: ids repeat across databases (staging, tests) sharing one gateway
 * account, so the payment's gateway reference (unique at the gateway) is part of it.
 */
export function refundIdempotencyKey(refundId: number, payment: GatewayPaymentRow): string {
  return `ravan-refund-${refundId}-${payment.gatewayRef}`;
}

/**
 * The factor's paid online payments that went to the factor, oldest first: what a refund by the
 * original method can go back through. A payment credited to the wallet instead (it arrived
 * after the factor was paid another way) has a wallet entry of its own and is left out.
 */
async function refundableOnlinePayments(
  deps: AppDeps,
  factorId: number,
): Promise<GatewayPaymentRow[]> {
  const db = deps.database.db;
  const online = await paidOnlinePayments(db, factorId);
  const toWallet = await paymentIdsWithEntries(
    db,
    online.map((payment) => payment.id),
  );
  return online.filter((payment) => !toWallet.has(payment.id));
}

/**
 * Sends a refund by the original method to the gateway(s) that took the money. Runs after the
 * refund's transaction committed it as `pending_gateway` (credits, the factor's refunded amount
 * and the audit line are already consistent, so nothing is lost if the gateway fails), never
 * inside a transaction. Every part is asked with its idempotency key, so a repeated call — a
 * retry after an error, or a call for a refund already done — refunds nothing twice. Only when
 * every part is done is the refund marked `done`; otherwise it stays `pending_gateway` and the
 * reason is logged. Answers the refund's state afterwards.
 */
export async function completeGatewayRefund(
  deps: AppDeps,
  gateways: PaymentGateways,
  refundId: number,
  log: RefundLog,
): Promise<RefundRow['state']> {
  const db = deps.database.db;
  const refund = await findRefund(db, refundId);
  if (!refund) throw new Error(`refund ${refundId} vanished`);
  if (refund.method !== 'original' || refund.state === 'done') return refund.state;
  const facts = { refundId: refund.id, factorId: refund.factorId };

  const plan = planGatewayRefund(
    await refundableOnlinePayments(deps, refund.factorId),
    await originalRefundsBefore(db, refund.factorId, refund.id),
    refund.amountMinor,
  );
  if (!plan) {
    log.info(facts, 'refund by the original method left to support: not paid online');
    return 'pending_gateway';
  }
  for (const { payment, amountMinor } of plan) {
    const part = { ...facts, paymentId: payment.id, amountMinor: amountMinor.toString() };
    const gateway = gateways.get(payment.gateway as PaymentGatewayName);
    if (!gateway) {
      log.warn({ ...part, gateway: payment.gateway }, 'refund left pending: gateway not set up');
      return 'pending_gateway';
    }
    try {
      const result = await gateway.refund(
        {
          id: payment.id,
          ref: payment.gatewayRef,
          currency: payment.currency,
          amountMinor: payment.amountMinor,
        },
        amountMinor,
        { idempotencyKey: refundIdempotencyKey(refund.id, payment) },
      );
      if (result.outcome !== 'done') {
        log.info({ ...part, gateway: gateway.name, reason: result.reason }, 'refund left pending');
        return 'pending_gateway';
      }
      log.info({ ...part, gateway: gateway.name, gatewayRefund: result.ref }, 'gateway refunded');
    } catch (error) {
      // Logged, not thrown: the refund is recorded and consistent; only the gateway's part waits.
      const level = error instanceof GatewayError ? 'warn' : 'error';
      log[level]({ ...part, gateway: gateway.name, err: error }, 'gateway refund failed');
      return 'pending_gateway';
    }
  }
  await markRefundDone(db, refund.id);
  return 'done';
}
