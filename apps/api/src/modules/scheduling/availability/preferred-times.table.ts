import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { inList } from '../../../db/columns';
import { TIME_PERIODS } from '@ravan/contract';
import { users } from '../../accounts/identity/users.table';

/** The client's preferred periods per weekday (`user/times`). */
export const preferredTimes = pgTable(
  'preferred_times',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    period: text('period', { enum: TIME_PERIODS }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.weekday, table.period] }),
    inList(table.period),
  ],
);
