import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/app-error';
import type { ErrorCode } from '@ravan/contract';
import { rateLimitCounters } from './rate-limit-counters.table';
import { throttleHits } from './throttle-hits.table';

export interface ThrottleRule {
  /** e.g. `login-fail:ip:10.0.0.1`, `otp-send:to:someone@example.com` */
  key: string;
  max: number;
  windowMs: number;
  /** The refusal when this rule is at its limit (default: the caller's, `too_many_requests`). */
  code?: ErrorCode;
}

/** An attempt already counted against its rules; `release` un-counts it. */
export interface Attempt {
  release(): Promise<void>;
}

/**
 * Advisory locks taken here use the two-key form with this first key, so they never meet the
 * single-key locks of migrations and seeding (PostgreSQL keeps the two key spaces apart).
 */
const THROTTLE_LOCK_SPACE = 7262;

/**
 * Counts this attempt against every rule, or refuses (429, the first rule at its limit) and
 * counts nothing. Check and count are one step: a transaction takes an advisory lock per rule
 * key (in sorted order, so two attempts sharing keys cannot deadlock), then counts and inserts.
 * Parallel attempts on a key queue on its lock, and each counts with a snapshot taken after the
 * previous one committed — exactly `max` get through. Shared through the database, so every API
 * instance sees the same counts; on PGlite transactions already run one at a time.
 */
export async function reserveAttempt(
  db: Database,
  clock: Clock,
  rules: readonly ThrottleRule[],
  code: ErrorCode = 'too_many_requests',
): Promise<Attempt> {
  if (rules.length === 0) return { release: async () => undefined };
  const now = clock.now();
  const ids = await db.transaction(async (tx) => {
    for (const key of [...new Set(rules.map((rule) => rule.key))].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_SPACE}, hashtext(${key}))`);
    }
    for (const rule of rules) {
      if ((await countHits(tx, now, rule)) >= rule.max) throw new AppError(rule.code ?? code);
    }
    const rows = await tx
      .insert(throttleHits)
      .values(rules.map((rule) => ({ key: rule.key, createdAt: now })))
      .returning({ id: throttleHits.id });
    return rows.map((row) => row.id);
  });
  return {
    release: async () => {
      await db.delete(throttleHits).where(inArray(throttleHits.id, ids));
    },
  };
}

/** Counts this attempt against every rule, or refuses (429) when any is at its limit. */
export async function consumeAttempt(
  db: Database,
  clock: Clock,
  rules: readonly ThrottleRule[],
  code: ErrorCode = 'too_many_requests',
): Promise<void> {
  await reserveAttempt(db, clock, rules, code);
}

/** How many events were counted for a rule's key inside its window ending at `now`. */
async function countHits(tx: Executor, now: Date, rule: ThrottleRule): Promise<number> {
  const since = new Date(now.getTime() - rule.windowMs);
  const [row] = await tx
    .select({ n: count() })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, rule.key), gt(throttleHits.createdAt, since)));
  return row?.n ?? 0;
}

/** Forgets events and rate-limit windows older than a day (they no longer count in any window). */
export async function pruneHits(
  db: Executor,
  clock: Clock,
): Promise<{ throttleHits: number; rateLimitCounters: number }> {
  const dayAgo = new Date(clock.now().getTime() - 86_400_000);
  const hits = await db
    .delete(throttleHits)
    .where(lt(throttleHits.createdAt, dayAgo))
    .returning({ id: throttleHits.id });
  const counters = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, dayAgo))
    .returning({ key: rateLimitCounters.key });
  return { throttleHits: hits.length, rateLimitCounters: counters.length };
}
