import type { Currency } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../accounts/identity';
import { currencyInUse } from '../catalog';
import { clearCart, ensureCart, listCartItems, priceCart } from '../cart';
import { recordRedemption, takeCouponUse } from '../coupons';
import { insertFactor, insertFactorItems, type FactorRow } from './factors.repository';

/**
 * The basket becomes a factor inside the caller's transaction: the cart row is locked, prices
 * come from the catalogue, a coupon's use is taken with a conditional UPDATE (the last use goes
 * to one order; the others fail with "used up" and keep their basket), and the basket is
 * emptied. A fully discounted factor is settled by the caller (payments' checkout), which
 * alone may grant what a paid factor brings.
 */
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
  return factor;
}
