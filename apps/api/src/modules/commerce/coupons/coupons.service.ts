import type { Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/app-error';
import {
  couponAmountIn,
  couponPackageIds,
  countUserRedemptions,
  findCouponByCode,
  findCouponById,
  type CouponRow,
} from './coupons.repository';

export interface PricedLine {
  packageId: number;
  totalMinor: bigint;
}

export interface AppliedCoupon {
  coupon: CouponRow;
  discountMinor: bigint;
}

/**
 * The discount a coupon gives a basket now: checks it is live, within its window and limits
 * (total and per user), applicable to some of the basket's packages and, for a fixed amount,
 * priced in the basket's currency. Percentages round down to the minor unit.
 */
export async function evaluateCoupon(
  db: Executor,
  clock: Clock,
  coupon: CouponRow | undefined,
  userId: number,
  currency: Currency,
  lines: PricedLine[],
): Promise<AppliedCoupon> {
  const now = clock.now();
  if (!coupon || !coupon.active) throw new AppError('coupon_not_found');
  if (
    (coupon.validFrom && coupon.validFrom > now) ||
    (coupon.validUntil && coupon.validUntil <= now)
  ) {
    throw new AppError('coupon_not_found');
  }
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses)
    throw new AppError('coupon_used_up');
  if (
    coupon.maxUsesPerUser !== null &&
    (await countUserRedemptions(db, coupon.id, userId)) >= coupon.maxUsesPerUser
  ) {
    throw new AppError('coupon_used_up');
  }
  const limitedTo = await couponPackageIds(db, coupon.id);
  const eligible = lines.filter(
    (line) => limitedTo.length === 0 || limitedTo.includes(line.packageId),
  );
  const base = eligible.reduce((total, line) => total + line.totalMinor, 0n);
  if (base === 0n) throw new AppError('coupon_not_applicable');
  if (coupon.kind === 'percent') {
    return { coupon, discountMinor: (base * BigInt(coupon.percent ?? 0)) / 100n };
  }
  const amount = await couponAmountIn(db, coupon.id, currency);
  if (amount === undefined) throw new AppError('coupon_not_applicable');
  return { coupon, discountMinor: amount < base ? amount : base };
}

export async function evaluateCouponCode(
  db: Executor,
  clock: Clock,
  code: string,
  userId: number,
  currency: Currency,
  lines: PricedLine[],
) {
  return evaluateCoupon(db, clock, await findCouponByCode(db, code), userId, currency, lines);
}

export async function evaluateCouponId(
  db: Executor,
  clock: Clock,
  id: number,
  userId: number,
  currency: Currency,
  lines: PricedLine[],
) {
  return evaluateCoupon(db, clock, await findCouponById(db, id), userId, currency, lines);
}
