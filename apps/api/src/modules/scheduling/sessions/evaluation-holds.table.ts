import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { HOLD_STATES } from '@ravan/contract';
import { createdAt, inList, instant, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';
import { therapists } from '../therapists/therapists.table';
import { sessions } from './sessions.table';

/**
 * A client's hold on an evaluator's slot while they fill in their details (the pre-session
 * booking, SPEC.md §4). The exclusion constraint `evaluation_holds_no_overlap` (migration 0012,
 * by hand: drizzle-kit cannot express it) forbids two live (`held`) holds of one evaluator
 * overlapping, and the unique index `evaluation_holds_one_per_slot` makes clients racing for one
 * start queue, so exactly one holds it. A hold runs out by the
 * application's clock (`expires_at`): an expired `held` row keeps blocking until someone who wants
 * the slot marks it `expired` first, under its row lock, so expiry races the same way.
 */
export const evaluationHolds = pgTable(
  'evaluation_holds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    therapistId: integer('therapist_id')
      .notNull()
      .references(() => therapists.id),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    state: text('state', { enum: HOLD_STATES }).notNull().default('held'),
    /** The evaluation session this hold became. */
    sessionId: integer('session_id').references(() => sessions.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('evaluation_holds_therapist_idx').on(table.therapistId, table.startsAt),
    // Clients racing for one start queue on this index and the losers get 23505 cleanly (racing
    // inserts checked only by the exclusion constraint can deadlock each other instead).
    uniqueIndex('evaluation_holds_one_per_slot')
      .on(table.therapistId, table.startsAt)
      .where(sql`${table.state} = 'held'`),
    uniqueIndex('evaluation_holds_one_per_client')
      .on(table.userId)
      .where(sql`${table.state} = 'held'`),
    inList(table.state),
    check('evaluation_holds_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export type EvaluationHoldRow = typeof evaluationHolds.$inferSelect;
