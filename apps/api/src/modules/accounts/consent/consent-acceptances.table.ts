import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns';
import { users } from '../identity/users.table';

/** Every acceptance of a consent version: who, which version, on which platform, when, from where. */
export const consentAcceptances = pgTable(
  'consent_acceptances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platformId: integer('platform_id').notNull(),
    version: text('version').notNull(),
    ip: text('ip'),
    acceptedAt: createdAt(),
  },
  (table) => [index('consent_acceptances_user_idx').on(table.userId, table.acceptedAt)],
);
