import { eq } from 'drizzle-orm';
import { INVITE_GIFT_USD_CENTS } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { clientReached } from '../../../lib/client-milestones';
import { users } from '../../accounts/identity';
import { exchangeRates } from '../catalog';
import { grantCredits } from '../credits';
import { platforms } from '../../platform/platforms';
import { postToWallet } from '../wallet';
import {
  countPaidFactors,
  itemsAndPayments,
  recordFactorPayment,
  type FactorRow,
} from './factors.repository';

/**
 * Applies a paid amount to a locked factor: raises `paid`, moves the state (partially_paid →
 * paid), and when the factor becomes paid grants its session credits and — on an invitee's first
 * paid order — the inviter's 10-dollar gift, once. Runs in the payment's transaction.
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
  const { items, kinds } = await itemsAndPayments(tx, [factor.id]);
  await grantCredits(
    tx,
    factor.userId,
    factor.id,
    items.map((item) => ({
      packageId: item.packageId,
      kind: (kinds.get(item.packageId) ?? 'therapy') as Parameters<
        typeof grantCredits
      >[3][number]['kind'],
      sessions: item.sessionsPerUnit * item.qty,
    })),
  );
  if ((await countPaidFactors(tx, factor.userId)) === 1) await creditInviter(tx, factor.userId);
  await clientReached(tx, factor.userId, 'package_paid');
}

/** SPEC: an invitation gives 10 dollars, in the inviter's platform currency at the admin-set rate. */
async function creditInviter(tx: Executor, inviteeId: number): Promise<void> {
  const [invitee] = await tx
    .select({ invitedBy: users.invitedBy })
    .from(users)
    .where(eq(users.id, inviteeId));
  if (!invitee?.invitedBy) return;
  const [inviter] = await tx
    .select({ id: users.id, currency: platforms.currency })
    .from(users)
    .innerJoin(platforms, eq(platforms.id, users.platformId))
    .where(eq(users.id, invitee.invitedBy));
  if (!inviter) return;
  const [rate] = await tx
    .select()
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, inviter.currency));
  if (!rate) return;
  const amount = (rate.minorPerDollar * BigInt(INVITE_GIFT_USD_CENTS)) / 100n;
  if (amount <= 0n) return;
  await postToWallet(tx, {
    userId: inviter.id,
    currency: inviter.currency,
    amountMinor: amount,
    kind: 'invite_credit',
    idempotencyKey: `invite:${inviteeId}`,
    note: `invitee ${inviteeId}`,
  });
}
