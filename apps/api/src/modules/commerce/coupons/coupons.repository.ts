import { and, count, eq, isNull, or, lt, sql } from 'drizzle-orm';
import type { Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { couponAmounts, couponPackages, couponRedemptions, coupons } from './coupons.table';

export type CouponRow = typeof coupons.$inferSelect;

export async function findCouponByCode(db: Executor, code: string): Promise<CouponRow | undefined> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`)
    .limit(1);
  return row;
}

export async function findCouponById(db: Executor, id: number): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  return row;
}

export async function couponAmountIn(
  db: Executor,
  couponId: number,
  currency: Currency,
): Promise<bigint | undefined> {
  const [row] = await db
    .select({ amount: couponAmounts.amountMinor })
    .from(couponAmounts)
    .where(and(eq(couponAmounts.couponId, couponId), eq(couponAmounts.currency, currency)));
  return row?.amount;
}

/** The packages a coupon is limited to; empty = all packages. */
export async function couponPackageIds(db: Executor, couponId: number): Promise<number[]> {
  const rows = await db
    .select({ id: couponPackages.packageId })
    .from(couponPackages)
    .where(eq(couponPackages.couponId, couponId));
  return rows.map((row) => row.id);
}

export async function countUserRedemptions(
  db: Executor,
  couponId: number,
  userId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.n ?? 0;
}

/** Takes one use of a coupon if one is left — a single conditional UPDATE, so the last use goes once. */
export async function takeCouponUse(tx: Executor, couponId: number): Promise<boolean> {
  const rows = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.active, true),
        or(isNull(coupons.maxUses), lt(coupons.usedCount, coupons.maxUses)),
      ),
    )
    .returning({ id: coupons.id });
  return rows.length === 1;
}

export async function recordRedemption(
  tx: Executor,
  couponId: number,
  userId: number,
  factorId: number,
): Promise<void> {
  await tx.insert(couponRedemptions).values({ couponId, userId, factorId });
}
