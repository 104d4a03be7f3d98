import { INVITE_GIFT_USD_CENTS } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { clientReached } from '../../../lib/client-milestones';
import { findUserById } from '../../accounts/identity';
import { findPlatformById } from '../../platform/platforms';
import { minorPerDollarIn, packageKindsOf } from '../catalog';
import { grantCredits } from '../credits';
import { countPaidFactors, itemsOfFactors, recordFactorPayment, type FactorRow } from '../orders';
import { postToWallet } from '../wallet';

/**
 * Applies a paid amount to a locked factor: raises `paid`, moves the state (partially_paid →
 * paid), and when the factor becomes paid grants its session credits and — on an invitee's first
 * paid order — the inviter's 10-dollar gift, once. Runs in the payment's transaction. It lives
 * here, in the slice that composes orders, credits and the wallet: credits and payments both
 * point at factors, so orders can call neither.
 */
export async function settleFactorPayment(
  tx: Executor,
  factor: FactorRow,
  amountMinor: bigint,
): Promise<FactorRow> {
  const paid = factor.paidMinor + amountMinor;
  if (paid > factor.totalMinor) throw new Error('payment exceeds the amount due');
  const state = paid === factor.totalMinor ? 'paid' : 'partially_paid';
  await recordFactorPayment(tx, factor.id, paid, state);
  if (state === 'paid') await onFactorPaid(tx, factor);
  return { ...factor, paidMinor: paid, state };
}

async function onFactorPaid(tx: Executor, factor: FactorRow): Promise<void> {
  const items = await itemsOfFactors(tx, [factor.id]);
  const kinds = await packageKindsOf(
    tx,
    items.map((item) => item.packageId),
  );
  await grantCredits(
    tx,
    factor.userId,
    factor.id,
    items.map((item) => ({
      packageId: item.packageId,
      kind: kinds.get(item.packageId) ?? 'therapy',
      sessions: item.sessionsPerUnit * item.qty,
    })),
  );
  if ((await countPaidFactors(tx, factor.userId)) === 1) await creditInviter(tx, factor.userId);
  await clientReached(tx, factor.userId, 'package_paid');
}

/** SPEC: an invitation gives 10 dollars, in the inviter's platform currency at the admin-set rate. */
async function creditInviter(tx: Executor, inviteeId: number): Promise<void> {
  const invitee = await findUserById(tx, inviteeId);
  if (!invitee?.invitedBy) return;
  const inviter = await findUserById(tx, invitee.invitedBy);
  if (!inviter) return;
  const platform = await findPlatformById(tx, inviter.platformId);
  if (!platform) return;
  const minorPerDollar = await minorPerDollarIn(tx, platform.currency);
  if (minorPerDollar === undefined) return;
  const amount = (minorPerDollar * BigInt(INVITE_GIFT_USD_CENTS)) / 100n;
  if (amount <= 0n) return;
  await postToWallet(tx, {
    userId: inviter.id,
    currency: platform.currency,
    amountMinor: amount,
    kind: 'invite_credit',
    idempotencyKey: `invite:${inviteeId}`,
    note: `invitee ${inviteeId}`,
  });
}
