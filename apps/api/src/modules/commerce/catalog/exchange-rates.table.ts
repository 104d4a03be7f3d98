import { bigint, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { CURRENCIES } from '@ravan/contract';
import { inList, updatedAt } from '../../../db/columns';

/**
 * Admin-set rates: how many minor units of a currency one US dollar buys (e.g. rial 62 000 toman,
 * euro 92 cents). Used where SPEC names a dollar amount, such as the 10-dollar invite gift.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency', { enum: CURRENCIES }).primaryKey(),
    minorPerDollar: bigint('minor_per_dollar', { mode: 'bigint' }).notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: updatedAt(),
  },
  (table) => [inList(table.currency)],
);
