import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, inList, instant } from '../../../db/columns';
import { users } from './users.table';

export const LOGIN_TICKET_SOURCES = ['google', 'link', 'telegram'] as const;

/**
 * One-time login tickets: what a redirect (social login) or a login link carries instead of a
 * bearer token, traded once for a session by POST /login-with-token. Only the SHA-256 is kept.
 */
export const loginTickets = pgTable(
  'login_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketHash: text('ticket_hash').notNull().unique(),
    source: text('source', { enum: LOGIN_TICKET_SOURCES }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [inList(table.source)],
);
