import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns';

/**
 * Counted events for rate limits that every API instance must share (failed logins per account,
 * codes per address…): a sliding window is a count of rows newer than the window's start.
 */
export const throttleHits = pgTable(
  'throttle_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('throttle_hits_key_idx').on(table.key, table.createdAt)],
);
