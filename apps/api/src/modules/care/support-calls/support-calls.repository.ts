import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { supportCalls, type SupportCallRow } from './support-calls.table';

export type NewSupportCall = Pick<SupportCallRow, 'userId' | 'reason' | 'sourceId' | 'dueAt'>;

/** One call per source: a repeated event for the same booking or request adds nothing. */
export async function insertSupportCall(tx: Executor, call: NewSupportCall): Promise<void> {
  await tx.insert(supportCalls).values(call).onConflictDoNothing();
}

/** Open calls soonest due first (the oldest promise first); done ones latest first. */
export async function pageSupportCalls(
  db: Executor,
  state: 'open' | 'done',
  limit: number,
  offset: number,
): Promise<{ rows: SupportCallRow[]; total: number }> {
  const where = state === 'open' ? isNull(supportCalls.doneAt) : isNotNull(supportCalls.doneAt);
  const order =
    state === 'open'
      ? [asc(supportCalls.dueAt), asc(supportCalls.id)]
      : [desc(supportCalls.doneAt), desc(supportCalls.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(supportCalls)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(supportCalls).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Marks an open call done; undefined when there is no such call or it is done already. */
export async function markSupportCallDone(
  tx: Executor,
  id: number,
  done: Pick<SupportCallRow, 'doneBy' | 'outcome' | 'note'> & { doneAt: Date },
): Promise<SupportCallRow | undefined> {
  const [row] = await tx
    .update(supportCalls)
    .set(done)
    .where(and(eq(supportCalls.id, id), isNull(supportCalls.doneAt)))
    .returning();
  return row;
}

export async function findSupportCall(
  db: Executor,
  id: number,
): Promise<SupportCallRow | undefined> {
  const [row] = await db.select().from(supportCalls).where(eq(supportCalls.id, id));
  return row;
}
