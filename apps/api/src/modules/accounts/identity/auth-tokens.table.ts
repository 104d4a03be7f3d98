import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../db/columns';
import { users } from './users.table';

/** Bearer tokens. Only a SHA-256 of the token is stored; revoking sets `revoked_at`. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind').$type<'session'>().notNull().default('session'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);

export type AuthTokenRow = typeof authTokens.$inferSelect;
