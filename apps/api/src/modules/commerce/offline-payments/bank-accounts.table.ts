import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '@ravan/contract';
import { createdAt, inList, updatedAt } from '../../../db/columns';
import { platforms } from '../../platform/platforms/platforms.table';

/**
 * Where clients send bank transfers: per platform and currency, set by admins. An account has an
 * IBAN, a card number or both (stored without spaces, upper case).
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    holderName: text('holder_name').notNull(),
    bankName: text('bank_name').notNull(),
    iban: text('iban'),
    cardNumber: text('card_number'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('bank_accounts_platform_currency_idx').on(table.platformId, table.currency),
    check(
      'bank_accounts_iban_or_card',
      sql`${table.iban} is not null or ${table.cardNumber} is not null`,
    ),
    inList(table.currency),
  ],
);
