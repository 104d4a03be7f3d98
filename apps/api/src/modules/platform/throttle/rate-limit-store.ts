import { sql } from 'drizzle-orm';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { rateLimitCounters } from './rate-limit-counters.table';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
/** What the plugin really hands `child` (its typings say RouteOptions): the merged route options. */
type ChildOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * Counts one request for `key` and answers the count inside the current fixed window and the
 * milliseconds left in it. One UPSERT: concurrent requests, from any instance, queue on the row,
 * so the counts are exact. A window that has ended restarts at this request.
 */
export async function countRequest(
  db: Database,
  clock: Clock,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const now = clock.now();
  const expired = sql`${rateLimitCounters.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowStart: rateLimitCounters.windowStart });
  if (!row) throw new Error('rate limit counter not written');
  return {
    current: row.hits,
    ttl: Math.max(0, row.windowStart.getTime() + windowMs - now.getTime()),
  };
}

/**
 * A `@fastify/rate-limit` store class over PostgreSQL (ADR 006): every instance on one database
 * shares the counts, where the default store counts in each process's memory. Fixed windows;
 * `continueExceeding` and `exponentialBackoff` are not supported (no route uses them).
 */
export function postgresRateLimitStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
  class PostgresRateLimitStore implements FastifyRateLimitStore {
    // The plugin constructs the root store with its options (unused here); children get a prefix.
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      countRequest(db, clock, this.prefix + key, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const { method, url } = (routeOptions as ChildOptions).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${this.prefix}${String(method)}${url ?? ''}-`);
    }
  }
  return PostgresRateLimitStore;
}
