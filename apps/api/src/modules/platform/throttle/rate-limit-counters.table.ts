import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '../../../db/columns';

/**
 * The counters behind `@fastify/rate-limit` (per route and caller address), shared by every API
 * instance: one row per key, its fixed window's start and the requests counted in it.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: instant('window_start').notNull(),
  hits: integer('hits').notNull(),
});
