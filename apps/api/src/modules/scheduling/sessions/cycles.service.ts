import type { Cycle, Output, cycleBody } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { insertCycle, listCycles } from './cycles.repository';
import { toCycleView } from './request-view';

/** A therapy subject. Its description is health data: it goes to the database and back, nowhere else. */
export async function createCycle(
  db: Executor,
  userId: number,
  body: Output<typeof cycleBody>,
): Promise<Cycle> {
  return toCycleView(
    await insertCycle(db, { userId, category: body.category, description: body.description }),
  );
}

export async function cyclesOf(db: Executor, userId: number): Promise<Cycle[]> {
  return (await listCycles(db, userId)).map(toCycleView);
}
