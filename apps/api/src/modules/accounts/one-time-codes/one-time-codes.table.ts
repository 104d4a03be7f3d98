import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, inList, instant } from '../../../db/columns';

export const OTP_PURPOSES = ['login_email', 'login_whatsapp'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/**
 * Six-digit codes: kept as an HMAC (keyed by the server secret), valid 10 minutes, dead after 5
 * wrong tries, used once, and bound to their purpose and destination.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (table) => [
    index('one_time_codes_lookup_idx').on(table.purpose, table.destination, table.createdAt),
    inList(table.purpose),
  ],
);
