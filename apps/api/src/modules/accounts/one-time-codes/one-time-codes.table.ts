import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from '../../../db/columns';

export type OtpPurpose = 'login_email' | 'login_whatsapp';

/**
 * Six-digit codes: kept as an HMAC (keyed by the server secret), valid 10 minutes, dead after 5
 * wrong tries, used once, and bound to their purpose and destination.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<OtpPurpose>().notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('one_time_codes_lookup_idx').on(table.purpose, table.destination, table.createdAt),
  ],
);
