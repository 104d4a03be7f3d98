import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { Locale } from '@ravan/contract';
import { createdAt, instant } from '../../../db/columns';

/** An OpenID Connect sign-in in flight: its state (hashed), nonce, and where to go after. */
export const oauthStates = pgTable('oauth_states', {
  id: serial('id').primaryKey(),
  provider: text('provider').$type<'google'>().notNull(),
  stateHash: text('state_hash').notNull().unique(),
  nonce: text('nonce').notNull(),
  afterLogin: text('after_login'),
  locale: text('locale').$type<Locale>().notNull().default('fa'),
  expiresAt: instant('expires_at').notNull(),
  usedAt: instant('used_at'),
  createdAt: createdAt(),
});
