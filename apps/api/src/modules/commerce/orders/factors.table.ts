import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { CURRENCIES, FACTOR_STATES, type FactorStateName } from '@ravan/contract';
import { createdAt, inList, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';
import { packages } from '../catalog/packages.table';
import { coupons } from '../coupons/coupons.table';

export type FactorState = FactorStateName;

/** An invoice ("factor"): what the basket became at checkout, in one currency. */
export const factors = pgTable(
  'factors',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    subtotalMinor: bigint('subtotal_minor', { mode: 'bigint' }).notNull(),
    discountMinor: bigint('discount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
    paidMinor: bigint('paid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    refundedMinor: bigint('refunded_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    state: text('state', { enum: FACTOR_STATES }).notNull().default('submit'),
    couponId: integer('coupon_id').references(() => coupons.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('factors_user_idx').on(table.userId, table.id),
    inList(table.currency),
    inList(table.state),
    check(
      'factors_amounts_consistent',
      sql`${table.totalMinor} >= 0 and ${table.paidMinor} >= 0 and ${table.paidMinor} <= ${table.totalMinor}`,
    ),
  ],
);

/** A line of an invoice, frozen at checkout (title and price do not change with the catalogue). */
export const factorItems = pgTable('factor_items', {
  id: serial('id').primaryKey(),
  factorId: integer('factor_id')
    .notNull()
    .references(() => factors.id, { onDelete: 'cascade' }),
  packageId: integer('package_id')
    .notNull()
    .references(() => packages.id),
  titleFa: text('title_fa').notNull(),
  titleEn: text('title_en').notNull(),
  unitPriceMinor: bigint('unit_price_minor', { mode: 'bigint' }).notNull(),
  qty: integer('qty').notNull(),
  totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
  sessionsPerUnit: integer('sessions_per_unit').notNull(),
});
