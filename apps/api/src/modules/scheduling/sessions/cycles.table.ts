import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import type { TherapyCycle, TimePeriod } from '@ravan/contract';
import { createdAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';

/** A therapy subject: health data (never logged, never sent to analytics, no-store answers). */
export const cycles = pgTable(
  'cycles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').$type<TherapyCycle>().notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('cycles_user_idx').on(table.userId)],
);

/** The client's preferred periods per weekday (`user/times`). */
export const preferredTimes = pgTable(
  'preferred_times',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    period: text('period').$type<TimePeriod>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.weekday, table.period] })],
);
