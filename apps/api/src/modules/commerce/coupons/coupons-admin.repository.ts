import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { couponAmounts, couponPackages, coupons } from './coupons.table';
import { giftCodes } from './gift-codes.table';

export type CouponRow = typeof coupons.$inferSelect;
export type GiftCodeRow = typeof giftCodes.$inferSelect;

/** The fixed amounts and package limits of the given coupons. */
export async function amountsAndLimitsOf(db: Executor, couponIds: number[]) {
  const amounts = couponIds.length
    ? await db.select().from(couponAmounts).where(inArray(couponAmounts.couponId, couponIds))
    : [];
  const limits = couponIds.length
    ? await db.select().from(couponPackages).where(inArray(couponPackages.couponId, couponIds))
    : [];
  return { amounts, limits };
}

export async function pageCouponRows(db: Executor, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(coupons)
    .orderBy(desc(coupons.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: await db.$count(coupons) };
}

/** A new coupon; undefined when its code is taken (case-insensitively, by the table's index). */
export async function insertCoupon(
  tx: Executor,
  values: typeof coupons.$inferInsert,
  amounts: Omit<typeof couponAmounts.$inferInsert, 'couponId'>[],
  packageIds: number[],
): Promise<CouponRow | undefined> {
  const [row] = await tx.insert(coupons).values(values).onConflictDoNothing().returning();
  if (!row) return undefined;
  if (amounts.length > 0)
    await tx
      .insert(couponAmounts)
      .values(amounts.map((amount) => ({ ...amount, couponId: row.id })));
  if (packageIds.length > 0) {
    await tx
      .insert(couponPackages)
      .values(packageIds.map((packageId) => ({ couponId: row.id, packageId })));
  }
  return row;
}

export async function deactivateCouponRow(
  tx: Executor,
  couponId: number,
): Promise<CouponRow | undefined> {
  const [row] = await tx
    .update(coupons)
    .set({ active: false })
    .where(eq(coupons.id, couponId))
    .returning();
  return row;
}

export async function pageGiftCodeRows(db: Executor, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(giftCodes)
    .orderBy(desc(giftCodes.id))
    .limit(limit)
    .offset(offset);
  return { rows, total: await db.$count(giftCodes) };
}

/** A new gift code; undefined when the code is taken. */
export async function insertGiftCode(
  tx: Executor,
  values: typeof giftCodes.$inferInsert,
): Promise<GiftCodeRow | undefined> {
  const [row] = await tx.insert(giftCodes).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Takes a gift code's single use, by a conditional UPDATE: an unknown, used or expired code
 * answers undefined, and of two racing redemptions only one gets the row.
 */
export async function takeGiftCode(
  tx: Executor,
  code: string,
  userId: number,
  now: Date,
): Promise<GiftCodeRow | undefined> {
  const [gift] = await tx
    .update(giftCodes)
    .set({ redeemedBy: userId, redeemedAt: now })
    .where(
      and(
        sql`upper(${giftCodes.code}) = upper(${code})`,
        isNull(giftCodes.redeemedAt),
        or(isNull(giftCodes.validUntil), gt(giftCodes.validUntil, now)),
      ),
    )
    .returning();
  return gift;
}
