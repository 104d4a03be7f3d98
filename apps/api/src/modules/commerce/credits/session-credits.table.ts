import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { PACKAGE_KINDS } from '@ravan/contract';
import { createdAt, inList, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';
import { packages } from '../catalog/packages.table';
import { factors } from '../orders/factors.table';

/**
 * Sessions a paid factor grants, per package line. Scheduling spends them (used), refunds take
 * back what is unused (refunded); free reschedules are counted per purchased package.
 */
export const sessionCredits = pgTable(
  'session_credits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    factorId: integer('factor_id')
      .notNull()
      .references(() => factors.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    kind: text('kind', { enum: PACKAGE_KINDS }).notNull(),
    total: integer('total').notNull(),
    used: integer('used').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    reschedulesUsed: integer('reschedules_used').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('session_credits_user_idx').on(table.userId),
    inList(table.kind),
    check(
      'session_credits_within_total',
      sql`${table.used} >= 0 and ${table.refunded} >= 0 and ${table.used} + ${table.refunded} <= ${table.total}`,
    ),
  ],
);
