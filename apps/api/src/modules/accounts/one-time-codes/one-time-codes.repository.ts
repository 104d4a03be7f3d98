import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { oneTimeCodes, type OtpPurpose } from './one-time-codes.table';

/** Earlier unused codes for this purpose and address die. */
export async function retireCodes(
  tx: Executor,
  purpose: OtpPurpose,
  destination: string,
  now: Date,
): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.destination, destination),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
}

export async function insertCode(
  tx: Executor,
  row: typeof oneTimeCodes.$inferInsert,
): Promise<void> {
  await tx.insert(oneTimeCodes).values(row);
}

/** The newest live code for this purpose and address with attempts left. */
export async function findLiveCode(
  db: Executor,
  purpose: OtpPurpose,
  destination: string,
  now: Date,
  maxAttempts: number,
) {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.destination, destination),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, maxAttempts),
      ),
    )
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  return row;
}

/** Takes one attempt with a conditional UPDATE; false when none is left or the code is used. */
export async function takeAttempt(db: Executor, id: number, maxAttempts: number): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.id, id),
        isNull(oneTimeCodes.consumedAt),
        lt(oneTimeCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}

/** Uses the code up; false when a concurrent submission already did. */
export async function consumeLiveCode(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  return rows.length > 0;
}
