import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { LOCALES } from '@ravan/contract';
import { createdAt, inList, instant } from '../../../db/columns';

export const OAUTH_PROVIDERS = ['google'] as const;

/** An OpenID Connect sign-in in flight: its state (hashed), nonce, and where to go after. */
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: OAUTH_PROVIDERS }).notNull(),
    stateHash: text('state_hash').notNull().unique(),
    nonce: text('nonce').notNull(),
    afterLogin: text('after_login'),
    locale: text('locale', { enum: LOCALES }).notNull().default('fa'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [inList(table.provider), inList(table.locale)],
);
