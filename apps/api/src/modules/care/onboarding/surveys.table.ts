import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SurveyAnswers } from '@ravan/contract';
import { createdAt, instant, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';

/**
 * The onboarding wizard's answers: a guest's keyed by its anonymous id, a client's by account
 * (a guest's row moves to the account at sign-up: user_id set, anon_id cleared). Health data:
 * never logged, answered only to its owner, no-store.
 */
export const onboardingSurveys = pgTable(
  'onboarding_surveys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    anonId: text('anon_id'),
    answers: jsonb('answers').$type<SurveyAnswers>().notNull().default({}),
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('onboarding_surveys_user_key').on(table.userId),
    uniqueIndex('onboarding_surveys_anon_key').on(table.anonId),
    check(
      'onboarding_surveys_owned',
      sql`${table.userId} is not null or ${table.anonId} is not null`,
    ),
  ],
);
