import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { THERAPY_CYCLES } from '@ravan/contract';
import { createdAt, inList, instant, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';
import { packages } from '../../commerce/catalog/packages.table';
import { sessions } from '../../scheduling/sessions/sessions.table';
import { therapists } from '../../scheduling/therapists/therapists.table';

/**
 * What the evaluator concluded from an evaluation session: the recommendation the client sees
 * (cycle, therapist or null for "let matchmaking choose", package) and a private note that only
 * staff read, each reading audited. One outcome per session; the evaluator may correct it.
 */
export const evaluationOutcomes = pgTable(
  'evaluation_outcomes',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => sessions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    evaluatorId: integer('evaluator_id')
      .notNull()
      .references(() => therapists.id),
    cycle: text('cycle', { enum: THERAPY_CYCLES }).notNull(),
    therapistId: integer('therapist_id').references(() => therapists.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id),
    privateNote: text('private_note'),
    acceptedAt: instant('accepted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('evaluation_outcomes_session_key').on(table.sessionId),
    index('evaluation_outcomes_user_idx').on(table.userId, table.createdAt),
    inList(table.cycle),
  ],
);

export type EvaluationOutcomeRow = typeof evaluationOutcomes.$inferSelect;
