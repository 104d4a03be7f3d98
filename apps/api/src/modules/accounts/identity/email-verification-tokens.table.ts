import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../db/columns';
import { users } from './users.table';

/**
 * Email verification links: 256-bit tokens, only their SHA-256 kept; single use, expiring. Each
 * is bound to the address it was sent to, so a link cannot verify an address changed since.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('email_verification_tokens_user_idx').on(table.userId)],
);
