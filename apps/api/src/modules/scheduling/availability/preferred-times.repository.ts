import { eq } from 'drizzle-orm';
import type { PreferredTime } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { preferredTimes } from './preferred-times.table';

export async function listPreferredTimes(db: Executor, userId: number): Promise<PreferredTime[]> {
  return db
    .select({ weekday: preferredTimes.weekday, period: preferredTimes.period })
    .from(preferredTimes)
    .where(eq(preferredTimes.userId, userId));
}

/** Replaces the user's periods (call inside a transaction); a repeated pair is kept once. */
export async function replacePreferredTimes(
  db: Executor,
  userId: number,
  times: PreferredTime[],
): Promise<void> {
  await db.delete(preferredTimes).where(eq(preferredTimes.userId, userId));
  if (times.length === 0) return;
  await db
    .insert(preferredTimes)
    .values(times.map((time) => ({ userId, weekday: time.weekday, period: time.period })))
    .onConflictDoNothing();
}
