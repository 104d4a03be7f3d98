import { bigint, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../db/columns';

/** Links our Telegram bot hands out: a chat id waiting to be tied to an account (hash kept). */
export const telegramLinkTokens = pgTable('telegram_link_tokens', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  telegramId: bigint('telegram_id', { mode: 'number' }).notNull(),
  telegramUsername: text('telegram_username'),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});
