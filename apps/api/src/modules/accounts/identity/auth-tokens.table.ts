import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, inList, instant } from '../../../db/columns';
import { users } from './users.table';

export const AUTH_TOKEN_KINDS = ['session'] as const;

/** Bearer tokens. Only a SHA-256 of the token is stored; revoking sets `revoked_at`. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: AUTH_TOKEN_KINDS }).notNull().default('session'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId), inList(table.kind)],
);

export type AuthTokenRow = typeof authTokens.$inferSelect;
