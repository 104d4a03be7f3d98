import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { THERAPY_CYCLES } from '@ravan/contract';
import { createdAt, inList } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';

/** A therapy subject: health data (never logged, never sent to analytics, no-store answers). */
export const cycles = pgTable(
  'cycles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: THERAPY_CYCLES }).notNull(),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('cycles_user_idx').on(table.userId), inList(table.category)],
);
