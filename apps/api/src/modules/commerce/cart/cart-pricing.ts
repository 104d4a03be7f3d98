import { toWireMinor } from '@ravan/contract';
import type { Cart, Currency, Locale } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { findPricedPackages, packageTitle, type PricedPackage } from '../catalog';
import { evaluateCouponId, type AppliedCoupon } from '../coupons';
import type { CartRow } from './cart.repository';

export interface PricedCartLine {
  pkg: PricedPackage;
  qty: number;
  totalMinor: bigint;
}

export interface PricedCart {
  currency: Currency;
  lines: PricedCartLine[];
  subtotalMinor: bigint;
  coupon: AppliedCoupon | null;
  totalMinor: bigint;
}

/**
 * Prices a cart from the catalogue now (never from stored prices). While browsing, a coupon that
 * stopped applying (expired, used up, basket changed) is dropped from the price, not an error.
 */
export async function priceCart(
  db: Executor,
  clock: Clock,
  cart: CartRow,
  items: { packageId: number; qty: number }[],
  /** At checkout a coupon that no longer applies is an error (its reason), not silently dropped. */
  strictCoupon = false,
): Promise<PricedCart> {
  const priced = await findPricedPackages(
    db,
    items.map((item) => item.packageId),
    cart.currency,
  );
  const lines = items.flatMap((item) => {
    const pkg = priced.find((p) => p.id === item.packageId);
    return pkg ? [{ pkg, qty: item.qty, totalMinor: pkg.priceMinor * BigInt(item.qty) }] : [];
  });
  const subtotalMinor = lines.reduce((total, line) => total + line.totalMinor, 0n);
  let coupon: AppliedCoupon | null = null;
  if (cart.couponId !== null && lines.length > 0) {
    coupon = await evaluateCouponId(
      db,
      clock,
      cart.couponId,
      cart.userId,
      cart.currency,
      lines.map((line) => ({ packageId: line.pkg.id, totalMinor: line.totalMinor })),
    ).catch((error: unknown) => {
      if (strictCoupon) throw error;
      return null;
    });
  }
  const discount = coupon?.discountMinor ?? 0n;
  return {
    currency: cart.currency,
    lines,
    subtotalMinor,
    coupon,
    totalMinor: subtotalMinor - discount,
  };
}

/** SPEC.md §3 Cart shape: items keyed by id, coupon, gift code, final price. */
export function toCart(priced: PricedCart, locale: Locale): Cart {
  return {
    items: Object.fromEntries(
      priced.lines.map((line) => [
        String(line.pkg.id),
        {
          item: { title: packageTitle(line.pkg, locale), id: line.pkg.id },
          package_id: line.pkg.id,
          price: toWireMinor(line.pkg.priceMinor),
          qty: line.qty,
          total: toWireMinor(line.totalMinor),
        },
      ]),
    ),
    currency: priced.currency,
    subtotal: toWireMinor(priced.subtotalMinor),
    discount: toWireMinor(priced.coupon?.discountMinor ?? 0n),
    coupon: priced.coupon
      ? { code: priced.coupon.coupon.code, discount: toWireMinor(priced.coupon.discountMinor) }
      : null,
    gift_code: null,
    final_price: toWireMinor(priced.totalMinor),
  };
}
