import { toWireMinor } from '@ravan/contract';
import type { Locale, Output } from '@ravan/contract';
import type { refundBody, refundView, staffFactorView } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import type { PaymentGateways } from '../../../providers/payments';
import { AppError } from '../../../lib/app-error';
import { findUserById } from '../../accounts/identity';
import { packageTitle } from '../catalog';
import { addRefundedSessions, creditsOfFactor, unusedOf as unused } from '../credits';
import { addRefundedMinor, findFactor, itemsOfFactors, type FactorRow } from '../orders';
import { factorView } from '../payments';
import { postToWallet } from '../wallet';
import type { Actor } from '../../../lib/actor';
import { completeGatewayRefund, type RefundLog } from './gateway-refund';
import { refundFor } from './refund-amount';
import { factorRefunds, findRefund, insertRefund, type RefundRow } from './refunds.repository';
import { auditStaffAction } from '../../platform/audit';

type StaffFactorView = Output<typeof staffFactorView>;
type RefundView = Output<typeof refundView>;

function toRefundView(row: RefundRow): RefundView {
  return {
    id: row.id,
    method: row.method,
    state: row.state,
    amount: toWireMinor(row.amountMinor),
    currency: row.currency,
    sessions: row.sessions,
    reason: row.reason,
    staff_id: row.staffId,
    created_at: row.createdAt.toISOString(),
  };
}

async function findOwner(db: Executor, userId: number) {
  const owner = await findUserById(db, userId);
  if (!owner) throw new Error('factor owner vanished');
  return owner;
}

async function buildView(
  db: Executor,
  factor: FactorRow,
  locale: Locale,
): Promise<StaffFactorView> {
  const [lines, credits, refunds, user] = [
    await itemsOfFactors(db, [factor.id]),
    await creditsOfFactor(db, factor.id),
    await factorRefunds(db, factor.id),
    await findOwner(db, factor.userId),
  ];
  return {
    factor: await factorView(db, factor, locale),
    user: { id: user.id, firstname: user.firstname, lastname: user.lastname, email: user.email },
    refunded: toWireMinor(factor.refundedMinor),
    credits: credits.map((credit) => {
      const line = lines.find((item) => item.packageId === credit.packageId);
      return {
        id: credit.id,
        package_id: credit.packageId,
        title: line ? packageTitle(line, locale) : '',
        total: credit.total,
        used: credit.used,
        refunded: credit.refunded,
        refundable: unused(credit),
      };
    }),
    refunds: refunds.map(toRefundView),
  };
}

export async function staffFactor(deps: AppDeps, factorId: number, locale: Locale) {
  const factor = await findFactor(deps.database.db, factorId);
  if (!factor) throw new AppError('not_found');
  return buildView(deps.database.db, factor, locale);
}

/**
 * Refunds unused sessions of a paid invoice. First one transaction: the factor and its credits
 * are locked, the amount is worked out pro rata per session, the refund row is written, the
 * credits' `refunded` and the factor's `refunded_minor` rise, and — to the wallet — a ledger
 * entry keyed by the refund row is posted (`done`). Sessions once refunded are no longer unused,
 * so they cannot be refunded twice; the credits' CHECK (used + refunded ≤ total) is the last
 * guard. A refund by the original method is committed as `pending_gateway`; only then are the
 * gateways asked (`completeGatewayRefund`), and it becomes `done` when they took all of it.
 */
export async function refundFactor(
  deps: AppDeps,
  gateways: PaymentGateways,
  actor: Actor,
  factorId: number,
  body: Output<typeof refundBody>,
  log: RefundLog,
) {
  const issued = await issueRefund(deps, actor, factorId, body);
  if (issued.state === 'pending_gateway')
    await completeGatewayRefund(deps, gateways, issued.id, log);
  const db = deps.database.db;
  const [refund, factor] = [await findRefund(db, issued.id), await findFactor(db, factorId)];
  if (!refund || !factor) throw new Error('refund or factor vanished');
  return { refund: toRefundView(refund), view: await buildView(db, factor, actor.locale) };
}

/** The refund's transaction (see refundFactor): answers the committed refund row. */
async function issueRefund(
  deps: AppDeps,
  actor: Actor,
  factorId: number,
  body: Output<typeof refundBody>,
): Promise<RefundRow> {
  return deps.database.db.transaction(async (tx) => {
    const factor = await findFactor(tx, factorId, true);
    if (!factor) throw new AppError('not_found');
    if (factor.state !== 'paid') throw new AppError('factor_not_refundable');
    const credits = await creditsOfFactor(tx, factor.id, true);
    const lines = await itemsOfFactors(tx, [factor.id]);

    const wanted = body.credits
      ? body.credits.map((entry) => {
          const credit = credits.find((row) => row.id === entry.credit_id);
          if (!credit)
            throw new AppError('validation_failed', { errors: { credits: ['v.invalid'] } });
          return { credit, sessions: entry.sessions };
        })
      : credits.map((credit) => ({ credit, sessions: unused(credit) }));
    const perCredit = new Map<number, number>();
    for (const { credit, sessions } of wanted)
      perCredit.set(credit.id, (perCredit.get(credit.id) ?? 0) + sessions);

    let amount = 0n;
    let sessions = 0;
    for (const credit of credits) {
      const count = perCredit.get(credit.id) ?? 0;
      if (count === 0) continue;
      if (count > unused(credit)) throw new AppError('refund_exceeds_unused');
      const line = lines.find((item) => item.packageId === credit.packageId);
      if (!line) throw new Error('a credit without its invoice line');
      amount += refundFor(
        credit.refunded,
        count,
        { totalMinor: line.totalMinor, sessions: credit.total },
        factor,
      );
      sessions += count;
    }
    if (sessions === 0 || amount <= 0n) throw new AppError('nothing_to_refund');
    if (factor.refundedMinor + amount > factor.paidMinor)
      throw new Error('refunds would exceed what was paid');

    const refund = await insertRefund(tx, {
      factorId: factor.id,
      userId: factor.userId,
      currency: factor.currency,
      amountMinor: amount,
      sessions,
      method: body.method,
      // No gateway is called inside the transaction: a refund by the original method is
      // recorded as pending and sent to the gateway after the commit.
      state: body.method === 'wallet' ? 'done' : 'pending_gateway',
      reason: body.reason || null,
      staffId: actor.userId,
    });
    for (const [creditId, count] of perCredit)
      if (count > 0) await addRefundedSessions(tx, creditId, count);
    await addRefundedMinor(tx, factor.id, amount);
    if (body.method === 'wallet') {
      await postToWallet(tx, {
        userId: factor.userId,
        currency: factor.currency,
        amountMinor: amount,
        kind: 'refund',
        idempotencyKey: `refund:${refund.id}`,
        factorId: factor.id,
        note: `refund ${refund.id}`,
      });
    }
    await auditStaffAction(
      tx,
      actor,
      'refund_issued',
      {
        refundId: refund.id,
        factorId: factor.id,
        method: body.method,
        sessions,
        amountMinor: amount.toString(),
      },
      factor.userId,
    );
    return refund;
  });
}
