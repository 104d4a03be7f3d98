import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUPPORT_CALL_OUTCOMES, SUPPORT_CALL_REASONS } from '@ravan/contract';
import { createdAt, inList, instant } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';

/**
 * A call support owes a client (SPEC.md §1): within 24 hours of booking the evaluation, 48 hours
 * of asking for sessions. Created in the booking's or request's own transaction through the hook
 * the app composes; `(reason, source_id)` is unique, so one booking makes one call.
 */
export const supportCalls = pgTable(
  'support_calls',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: SUPPORT_CALL_REASONS }).notNull(),
    /** The evaluation session or the session request that asked for the call. */
    sourceId: integer('source_id').notNull(),
    dueAt: instant('due_at').notNull(),
    doneAt: instant('done_at'),
    doneBy: integer('done_by').references(() => users.id),
    outcome: text('outcome', { enum: SUPPORT_CALL_OUTCOMES }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('support_calls_source_key').on(table.reason, table.sourceId),
    index('support_calls_open_idx')
      .on(table.dueAt)
      .where(sql`${table.doneAt} is null`),
    inList(table.reason),
    inList(table.outcome),
    check(
      'support_calls_done_has_outcome',
      sql`(${table.doneAt} is null) = (${table.outcome} is null)`,
    ),
  ],
);

export type SupportCallRow = typeof supportCalls.$inferSelect;
