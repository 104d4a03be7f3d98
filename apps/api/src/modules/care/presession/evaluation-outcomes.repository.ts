import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { evaluationOutcomes, type EvaluationOutcomeRow } from './evaluation-outcomes.table';

export type OutcomeValues = Pick<
  EvaluationOutcomeRow,
  'sessionId' | 'userId' | 'evaluatorId' | 'cycle' | 'therapistId' | 'packageId' | 'privateNote'
>;

/** Records the outcome of a session, or corrects it (the evaluator's latest word counts). */
export async function upsertOutcome(
  tx: Executor,
  values: OutcomeValues,
): Promise<EvaluationOutcomeRow> {
  const [row] = await tx
    .insert(evaluationOutcomes)
    .values(values)
    .onConflictDoUpdate({
      target: evaluationOutcomes.sessionId,
      set: {
        cycle: values.cycle,
        therapistId: values.therapistId,
        packageId: values.packageId,
        privateNote: values.privateNote,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('outcome upsert returned nothing');
  return row;
}

export async function findOutcomeOfSession(
  db: Executor,
  sessionId: number,
): Promise<EvaluationOutcomeRow | undefined> {
  const [row] = await db
    .select()
    .from(evaluationOutcomes)
    .where(eq(evaluationOutcomes.sessionId, sessionId));
  return row;
}

/** The client's latest outcome (the recommendation they see). */
export async function latestOutcomeOf(
  db: Executor,
  userId: number,
): Promise<EvaluationOutcomeRow | undefined> {
  const [row] = await db
    .select()
    .from(evaluationOutcomes)
    .where(eq(evaluationOutcomes.userId, userId))
    .orderBy(desc(evaluationOutcomes.createdAt), desc(evaluationOutcomes.id))
    .limit(1);
  return row;
}

/** Which of these sessions already have an outcome. */
export async function sessionsWithOutcome(
  db: Executor,
  sessionIds: number[],
): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ sessionId: evaluationOutcomes.sessionId })
    .from(evaluationOutcomes)
    .where(inArray(evaluationOutcomes.sessionId, sessionIds));
  return new Set(rows.map((row) => row.sessionId));
}

/** Stamps the recommendation accepted (once; a second accept keeps the first time). */
export async function markOutcomeAccepted(
  tx: Executor,
  id: number,
  at: Date,
): Promise<EvaluationOutcomeRow | undefined> {
  await tx
    .update(evaluationOutcomes)
    .set({ acceptedAt: at, updatedAt: sql`now()` })
    .where(and(eq(evaluationOutcomes.id, id), isNull(evaluationOutcomes.acceptedAt)));
  const [row] = await tx.select().from(evaluationOutcomes).where(eq(evaluationOutcomes.id, id));
  return row;
}
