import { and, desc, eq } from 'drizzle-orm';
import type { TherapyCycle } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { cycles } from './cycles.table';

export type CycleRow = typeof cycles.$inferSelect;

export async function insertCycle(
  db: Executor,
  values: { userId: number; category: TherapyCycle; description: string },
): Promise<CycleRow> {
  const [row] = await db.insert(cycles).values(values).returning();
  if (!row) throw new Error('cycle insert returned nothing');
  return row;
}

export function listCycles(db: Executor, userId: number): Promise<CycleRow[]> {
  return db
    .select()
    .from(cycles)
    .where(eq(cycles.userId, userId))
    .orderBy(desc(cycles.createdAt), desc(cycles.id));
}

/** The cycle when it is the user's; undefined for someone else's (answered as not found). */
export async function findOwnCycle(
  db: Executor,
  userId: number,
  id: number,
): Promise<CycleRow | undefined> {
  const [row] = await db
    .select()
    .from(cycles)
    .where(and(eq(cycles.id, id), eq(cycles.userId, userId)));
  return row;
}
