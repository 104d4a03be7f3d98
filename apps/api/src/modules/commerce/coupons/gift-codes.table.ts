import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '@ravan/contract';
import { createdAt, inList, instant } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';

/** A code worth an amount, credited to one wallet once (redeemed_by set by a conditional UPDATE). */
export const giftCodes = pgTable(
  'gift_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    validUntil: instant('valid_until'),
    redeemedBy: integer('redeemed_by').references(() => users.id),
    redeemedAt: instant('redeemed_at'),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('gift_codes_code_key').on(sql`upper(${table.code})`),
    inList(table.currency),
  ],
);
