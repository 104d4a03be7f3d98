import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '@ravan/contract';
import { inList, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';
import { packages } from '../catalog/packages.table';
import { coupons } from '../coupons/coupons.table';

/** One basket per user: its currency and the coupon applied. Items below. */
export const carts = pgTable(
  'carts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    updatedAt: updatedAt(),
  },
  (table) => [inList(table.currency)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => carts.userId, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    qty: integer('qty').notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.userId, table.packageId] })],
);
