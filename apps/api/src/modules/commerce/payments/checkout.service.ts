import type { Currency, Factor, Locale } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../accounts/identity';
import { createFactorFromCart, dueOf, findOwnFactor, type FactorRow } from '../orders';
import { postToWallet } from '../wallet';
import { factorView } from './factor-view';
import { insertPayment } from './payments.repository';
import { settleFactorPayment } from './settle-factor';

/**
 * The basket becomes a factor (orders' `createFactorFromCart`) inside the caller's transaction;
 * a fully discounted order is paid the moment it exists. Offline orders add their payment to
 * the same transaction.
 */
export async function checkOut(
  deps: AppDeps,
  tx: Executor,
  user: UserRow,
  platformCurrency: Currency,
): Promise<FactorRow> {
  const factor = await createFactorFromCart(deps, tx, user, platformCurrency);
  return factor.totalMinor === 0n ? settleFactorPayment(tx, factor, 0n) : factor;
}

/** `saveorder`: the basket becomes a factor, atomically (see orders' createFactorFromCart). */
export async function saveOrder(
  deps: AppDeps,
  user: UserRow,
  platformCurrency: Currency,
  locale: Locale,
): Promise<Factor> {
  return deps.database.db.transaction(async (tx) =>
    factorView(tx, await checkOut(deps, tx, user, platformCurrency), locale),
  );
}

/**
 * Pays a factor from the wallet, in full or in part. The factor row and then the wallet row are
 * locked; the payment, its ledger entry (keyed by the payment) and the factor's new state are one
 * transaction — all or nothing.
 */
export async function payFromWallet(
  deps: AppDeps,
  user: UserRow,
  factorId: number,
  requestedMinor: bigint | undefined,
  locale: Locale,
): Promise<Factor> {
  const settled = await deps.database.db.transaction(async (tx) => {
    const factor = await findOwnFactor(tx, user.id, factorId, true);
    if (!factor) throw new AppError('not_found');
    const due = dueOf(factor);
    if (factor.state === 'paid' || due <= 0n) throw new AppError('factor_not_payable');
    const amount = requestedMinor ?? due;
    if (amount > due) throw new AppError('amount_exceeds_due');
    const payment = await insertPayment(tx, {
      factorId: factor.id,
      userId: user.id,
      type: 'wallet_payment',
      state: 'paid',
      currency: factor.currency,
      amountMinor: amount,
      paidAt: deps.clock.now(),
    });
    await postToWallet(tx, {
      userId: user.id,
      currency: factor.currency,
      amountMinor: -amount,
      kind: 'payment',
      idempotencyKey: `payment:${payment.id}`,
      factorId: factor.id,
      paymentId: payment.id,
    });
    return factorView(tx, await settleFactorPayment(tx, factor, amount), locale);
  });
  deps.metrics.payments.settledTotal.inc({ type: 'wallet_payment', state: 'paid' });
  return settled;
}
