import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';

/**
 * What a client told matchmaking: questionnaire answers (question id → option id), the fields
 * chosen, whether a student, and the therapists a rematch turned away (never suggested again).
 */
export const matchProfiles = pgTable('match_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  answers: jsonb('answers').$type<Record<string, number>>().notNull().default({}),
  fields: text('fields').array().notNull().default([]),
  isStudent: boolean('is_student'),
  rejectedTherapistIds: integer('rejected_therapist_ids').array().notNull().default([]),
  updatedAt: updatedAt(),
});
