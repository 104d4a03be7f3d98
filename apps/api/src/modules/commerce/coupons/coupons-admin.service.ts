import { toWireMinor } from '@ravan/contract';
import { randomBytes } from 'node:crypto';
import type { Output } from '@ravan/contract';
import type {
  createCouponBody,
  createGiftCodeBody,
  staffCoupon,
  staffGiftCode,
} from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { existingPackageIds } from '../catalog';
import {
  amountsAndLimitsOf,
  deactivateCouponRow,
  insertCoupon,
  insertGiftCode,
  pageCouponRows,
  pageGiftCodeRows,
  type CouponRow,
  type GiftCodeRow,
} from './coupons-admin.repository';
import { auditStaffAction } from '../../platform/audit';
import type { Actor } from '../../../lib/actor';

type StaffCoupon = Output<typeof staffCoupon>;
type StaffGiftCode = Output<typeof staffGiftCode>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

async function toStaffCoupons(db: Executor, rows: CouponRow[]): Promise<StaffCoupon[]> {
  const { amounts, limits } = await amountsAndLimitsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amounts: amounts
      .filter((amount) => amount.couponId === row.id)
      .map((amount) => ({ currency: amount.currency, amount: toWireMinor(amount.amountMinor) })),
    valid_from: iso(row.validFrom),
    valid_until: iso(row.validUntil),
    max_uses: row.maxUses,
    max_uses_per_user: row.maxUsesPerUser,
    used_count: row.usedCount,
    active: row.active,
    package_ids: limits
      .filter((limit) => limit.couponId === row.id)
      .map((limit) => limit.packageId)
      .sort((a, b) => a - b),
    created_at: row.createdAt.toISOString(),
  }));
}

export async function pageCoupons(db: Executor, limit: number, offset: number) {
  const { rows, total } = await pageCouponRows(db, limit, offset);
  return { rows: await toStaffCoupons(db, rows), total };
}

/** A new discount code. Codes are unique regardless of case (the table's index decides). */
export async function createCoupon(
  deps: AppDeps,
  body: Output<typeof createCouponBody>,
  actor: Actor,
): Promise<StaffCoupon> {
  return deps.database.db.transaction(async (tx) => {
    const packageIds = [...new Set(body.package_ids ?? [])];
    if (packageIds.length > 0) {
      const found = await existingPackageIds(tx, packageIds);
      if (found.length !== packageIds.length)
        throw new AppError('validation_failed', { errors: { package_ids: ['v.invalid'] } });
    }
    const row = await insertCoupon(
      tx,
      {
        code: body.code,
        kind: body.kind,
        percent: body.kind === 'percent' ? (body.percent ?? null) : null,
        validFrom: body.valid_from ? new Date(body.valid_from) : null,
        validUntil: body.valid_until ? new Date(body.valid_until) : null,
        maxUses: body.max_uses ?? null,
        maxUsesPerUser: body.max_uses_per_user ?? null,
      },
      body.kind === 'fixed' && body.amounts
        ? body.amounts.map((amount) => ({
            currency: amount.currency,
            amountMinor: BigInt(amount.amount),
          }))
        : [],
      packageIds,
    );
    if (!row) throw new AppError('code_taken', { errors: { code: ['code_taken'] } });
    await auditStaffAction(tx, actor, 'coupon_created', { couponId: row.id, code: row.code });
    const [view] = await toStaffCoupons(tx, [row]);
    return view!;
  });
}

export async function deactivateCoupon(
  deps: AppDeps,
  couponId: number,
  actor: Actor,
): Promise<StaffCoupon> {
  return deps.database.db.transaction(async (tx) => {
    const row = await deactivateCouponRow(tx, couponId);
    if (!row) throw new AppError('not_found');
    await auditStaffAction(tx, actor, 'coupon_deactivated', { couponId });
    const [view] = await toStaffCoupons(tx, [row]);
    return view!;
  });
}

function toStaffGiftCode(row: GiftCodeRow): StaffGiftCode {
  return {
    id: row.id,
    code: row.code,
    currency: row.currency,
    amount: toWireMinor(row.amountMinor),
    valid_until: iso(row.validUntil),
    redeemed_by: row.redeemedBy,
    redeemed_at: iso(row.redeemedAt),
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

export async function pageGiftCodes(db: Executor, limit: number, offset: number) {
  const { rows, total } = await pageGiftCodeRows(db, limit, offset);
  return { rows: rows.map(toStaffGiftCode), total };
}

/** 10 characters from an unambiguous alphabet: guessing one is hopeless. */
function randomGiftCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `GIFT-${[...bytes].map((byte) => alphabet[byte % alphabet.length]).join('')}`;
}

export async function createGiftCode(
  deps: AppDeps,
  body: Output<typeof createGiftCodeBody>,
  actor: Actor,
): Promise<StaffGiftCode> {
  return deps.database.db.transaction(async (tx) => {
    const row = await insertGiftCode(tx, {
      code: body.code ?? randomGiftCode(),
      currency: body.currency,
      amountMinor: BigInt(body.amount),
      validUntil: body.valid_until ? new Date(body.valid_until) : null,
      createdBy: actor.userId,
    });
    if (!row) throw new AppError('code_taken', { errors: { code: ['code_taken'] } });
    await auditStaffAction(tx, actor, 'gift_code_created', {
      giftCodeId: row.id,
      currency: row.currency,
      amountMinor: row.amountMinor.toString(),
    });
    return toStaffGiftCode(row);
  });
}
