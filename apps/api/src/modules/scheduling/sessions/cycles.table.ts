import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { TherapyCycle } from '@ravan/contract';
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
