import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { CURRENCIES, REFUND_METHODS, REFUND_STATES } from '@ravan/contract';
import { createdAt, inList } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';
import { factors } from '../orders/factors.table';

/** Money returned for a paid factor's unused sessions: to the wallet, or by the original method. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    factorId: integer('factor_id')
      .notNull()
      .references(() => factors.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    sessions: integer('sessions').notNull(),
    method: text('method', { enum: REFUND_METHODS }).notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull(),
    reason: text('reason'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('refunds_factor_idx').on(table.factorId),
    check('refunds_positive', sql`${table.amountMinor} > 0 and ${table.sessions} >= 0`),
    inList(table.currency),
    inList(table.method),
    inList(table.state),
  ],
);
