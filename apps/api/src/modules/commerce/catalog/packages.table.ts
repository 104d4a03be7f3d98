import { bigint, boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { CURRENCIES, PACKAGE_KINDS, type PackageKind } from '@ravan/contract';
import { createdAt, inList, updatedAt } from '../../../db/columns';

export type { PackageKind };

/** A number of sessions of one kind, sold at a price per currency. */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PACKAGE_KINDS }).notNull(),
    titleFa: text('title_fa').notNull(),
    titleEn: text('title_en').notNull(),
    sessionCount: integer('session_count').notNull(),
    sessionMinutes: integer('session_minutes').notNull().default(45),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [inList(table.kind)],
);

/** Prices in integer minor units of the currency: cents for dollar, euro…; whole toman for `rial` (ADR 004). */
export const packagePrices = pgTable(
  'package_prices',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.currency] }), inList(table.currency)],
);
