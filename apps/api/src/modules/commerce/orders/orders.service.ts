import type { Currency, Factor, Locale } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../accounts/identity';
import { currencyInUse } from '../catalog';
import { clearCart, ensureCart, listCartItems, priceCart } from '../cart';
import { recordRedemption, takeCouponUse } from '../coupons';
import { payments } from '../payments/payments.table';
import { postToWallet } from '../wallet';
import { dueOf, toFactor } from './factor.mapper';
import {
  findOwnFactor,
  insertFactor,
  insertFactorItems,
  itemsAndPayments,
  type FactorRow,
} from './factors.repository';
import { settleFactorPayment } from './settle-payment';

export async function factorView(db: Executor, factor: FactorRow, locale: Locale): Promise<Factor> {
  const { items, payments: rows } = await itemsAndPayments(db, [factor.id]);
  return toFactor(factor, items, rows, locale);
}

/**
 * The basket becomes a factor, atomically: the cart row is locked, prices come from the
 * catalogue, a coupon's use is taken with a conditional UPDATE (the last use goes to one order;
 * the others fail with "used up" and keep their basket), and the basket is emptied.
 */
export async function saveOrder(
  deps: AppDeps,
  user: UserRow,
  platformCurrency: Currency,
  locale: Locale,
): Promise<Factor> {
  return deps.database.db.transaction(async (tx) =>
    factorView(tx, await createFactorFromCart(deps, tx, user, platformCurrency), locale),
  );
}

/** saveOrder's work inside the caller's transaction (offline orders add their payment to it). */
export async function createFactorFromCart(
  deps: AppDeps,
  tx: Executor,
  user: UserRow,
  platformCurrency: Currency,
): Promise<FactorRow> {
  const cart = await ensureCart(tx, user.id, currencyInUse(user.currency, platformCurrency), true);
  const priced = await priceCart(tx, deps.clock, cart, await listCartItems(tx, user.id), true);
  if (priced.lines.length === 0) throw new AppError('cart_empty');
  if (cart.couponId !== null && !priced.coupon) throw new AppError('coupon_not_applicable');
  if (priced.coupon && !(await takeCouponUse(tx, priced.coupon.coupon.id)))
    throw new AppError('coupon_used_up');

  const factor = await insertFactor(tx, {
    userId: user.id,
    currency: priced.currency,
    subtotalMinor: priced.subtotalMinor,
    discountMinor: priced.coupon?.discountMinor ?? 0n,
    totalMinor: priced.totalMinor,
    couponId: priced.coupon?.coupon.id ?? null,
  });
  await insertFactorItems(
    tx,
    priced.lines.map((line) => ({
      factorId: factor.id,
      packageId: line.pkg.id,
      titleFa: line.pkg.titleFa,
      titleEn: line.pkg.titleEn,
      unitPriceMinor: line.pkg.priceMinor,
      qty: line.qty,
      totalMinor: line.totalMinor,
      sessionsPerUnit: line.pkg.sessionCount,
    })),
  );
  if (priced.coupon) await recordRedemption(tx, priced.coupon.coupon.id, user.id, factor.id);
  await clearCart(tx, user.id);
  // A fully discounted order is paid the moment it exists.
  return factor.totalMinor === 0n ? settleFactorPayment(tx, factor, 0n) : factor;
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
  return deps.database.db.transaction(async (tx) => {
    const factor = await findOwnFactor(tx, user.id, factorId, true);
    if (!factor) throw new AppError('not_found');
    const due = dueOf(factor);
    if (factor.state === 'paid' || due <= 0n) throw new AppError('factor_not_payable');
    const amount = requestedMinor ?? due;
    if (amount > due) throw new AppError('amount_exceeds_due');
    const [payment] = await tx
      .insert(payments)
      .values({
        factorId: factor.id,
        userId: user.id,
        type: 'wallet_payment',
        state: 'paid',
        currency: factor.currency,
        amountMinor: amount,
        paidAt: deps.clock.now(),
      })
      .returning();
    if (!payment) throw new Error('payment insert returned nothing');
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
}
