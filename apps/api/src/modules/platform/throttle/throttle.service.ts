import type { Database, Executor } from '../../../db/client';
import type { Clock } from '../../../lib/clock';
import { AppError } from '../../../lib/app-error';
import type { ErrorCode } from '@ravan/contract';
import {
  countHitsSince,
  deleteHits,
  deleteHitsBefore,
  deleteRateLimitWindowsBefore,
  insertHits,
  lockThrottleKey,
} from './throttle-hits.repository';

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
      await lockThrottleKey(tx, key);
    }
    for (const rule of rules) {
      if ((await countHits(tx, now, rule)) >= rule.max) throw new AppError(rule.code ?? code);
    }
    return insertHits(
      tx,
      rules.map((rule) => rule.key),
      now,
    );
  });
  return {
    release: async () => {
      await deleteHits(db, ids);
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
function countHits(tx: Executor, now: Date, rule: ThrottleRule): Promise<number> {
  return countHitsSince(tx, rule.key, new Date(now.getTime() - rule.windowMs));
}

/** Forgets events and rate-limit windows older than a day (they no longer count in any window). */
export async function pruneHits(
  db: Executor,
  clock: Clock,
): Promise<{ throttleHits: number; rateLimitCounters: number }> {
  const dayAgo = new Date(clock.now().getTime() - 86_400_000);
  return {
    throttleHits: await deleteHitsBefore(db, dayAgo),
    rateLimitCounters: await deleteRateLimitWindowsBefore(db, dayAgo),
  };
}
