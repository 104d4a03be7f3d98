import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/app-error';
import type { ErrorCode } from '@ravan/contract';
import { throttleHits } from './throttle-hits.table';

export interface ThrottleRule {
  /** e.g. `login-fail:account:42`, `otp-send:ip:10.0.0.1` */
  key: string;
  max: number;
  windowMs: number;
}

/** How many events were counted for a key inside its window. */
export async function countHits(
  db: Executor,
  clock: Clock,
  key: string,
  windowMs: number,
): Promise<number> {
  const since = new Date(clock.now().getTime() - windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, key), gt(throttleHits.createdAt, since)));
  return row?.n ?? 0;
}

export async function recordHit(db: Executor, clock: Clock, key: string): Promise<void> {
  await db.insert(throttleHits).values({ key, createdAt: clock.now() });
}

/**
 * Refuses (429) when any rule is already at its limit; otherwise counts this attempt against
 * every rule. Shared through the database, so every API instance sees the same counts.
 */
export async function consumeAttempt(
  db: Executor,
  clock: Clock,
  rules: readonly ThrottleRule[],
  code: ErrorCode = 'too_many_requests',
): Promise<void> {
  for (const rule of rules) {
    if ((await countHits(db, clock, rule.key, rule.windowMs)) >= rule.max) throw new AppError(code);
  }
  for (const rule of rules) await recordHit(db, clock, rule.key);
}

/** Throws (429) when a rule is at its limit, without counting anything. */
export async function assertUnderLimit(
  db: Executor,
  clock: Clock,
  rule: ThrottleRule,
  code: ErrorCode = 'too_many_requests',
): Promise<void> {
  if ((await countHits(db, clock, rule.key, rule.windowMs)) >= rule.max) throw new AppError(code);
}

/** Forgets events older than a day (they no longer count in any window). */
export async function pruneHits(db: Executor, clock: Clock): Promise<void> {
  await db
    .delete(throttleHits)
    .where(lt(throttleHits.createdAt, new Date(clock.now().getTime() - 86_400_000)));
}
