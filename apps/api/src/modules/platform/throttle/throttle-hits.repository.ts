import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { rateLimitCounters } from './rate-limit-counters.table';
import { throttleHits } from './throttle-hits.table';

/**
 * Advisory locks taken here use the two-key form with this first key, so they never meet the
 * single-key locks of migrations and seeding (PostgreSQL keeps the two key spaces apart).
 */
const THROTTLE_LOCK_SPACE = 7262;

/** Waits for, then holds until the transaction ends, the lock of one throttle key. */
export async function lockThrottleKey(tx: Executor, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}, hashtext(${key}))`);
}

/** How many events were counted for `key` after `since`. */
export async function countHitsSince(tx: Executor, key: string, since: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, key), gt(throttleHits.createdAt, since)));
  return row?.n ?? 0;
}

/** Counts one event per key at `now`; answers the new rows' ids. */
export async function insertHits(tx: Executor, keys: string[], now: Date): Promise<number[]> {
  const rows = await tx
    .insert(throttleHits)
    .values(keys.map((key) => ({ key, createdAt: now })))
    .returning({ id: throttleHits.id });
  return rows.map((row) => row.id);
}

export async function deleteHits(db: Executor, ids: number[]): Promise<void> {
  await db.delete(throttleHits).where(inArray(throttleHits.id, ids));
}

/** Deletes the events counted before `before`; answers how many. */
export async function deleteHitsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(throttleHits)
    .where(lt(throttleHits.createdAt, before))
    .returning({ id: throttleHits.id });
  return rows.length;
}

/** Deletes rate-limit windows (@fastify/rate-limit's store) started before `before`; answers how many. */
export async function deleteRateLimitWindowsBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
  return rows.length;
}
