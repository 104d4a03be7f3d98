import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { COUPON_KINDS, CURRENCIES } from '@ravan/contract';
import { createdAt, inList, instant } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';
import { packages } from '../catalog/packages.table';

/**
 * Discount codes: a percentage, or a fixed amount per currency (coupon_amounts). `used_count`
 * is raised by a conditional UPDATE when an order takes a use, so the last use goes to one order.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    percent: smallint('percent'),
    validFrom: instant('valid_from'),
    validUntil: instant('valid_until'),
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('coupons_code_key').on(sql`upper(${table.code})`),
    check(
      'coupons_percent_range',
      sql`${table.percent} is null or (${table.percent} between 1 and 100)`,
    ),
    check(
      'coupons_uses_within_limit',
      sql`${table.maxUses} is null or ${table.usedCount} <= ${table.maxUses}`,
    ),
    inList(table.kind),
  ],
);

export const couponAmounts = pgTable(
  'coupon_amounts',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.currency] }), inList(table.currency)],
);

/** When present, the coupon applies only to these packages. */
export const couponPackages = pgTable(
  'coupon_packages',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.couponId, table.packageId] })],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    factorId: integer('factor_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('coupon_redemptions_user_idx').on(table.couponId, table.userId)],
);
