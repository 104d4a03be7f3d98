import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SurveyAnswers } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { onboardingSurveys } from './surveys.table';

export type SurveyRow = typeof onboardingSurveys.$inferSelect;

export async function findUserSurvey(db: Executor, userId: number): Promise<SurveyRow | undefined> {
  const [row] = await db
    .select()
    .from(onboardingSurveys)
    .where(eq(onboardingSurveys.userId, userId));
  return row;
}

/** A guest's survey: one no account has taken yet. */
export async function findGuestSurvey(
  db: Executor,
  anonId: string,
  options: { lock?: boolean } = {},
): Promise<SurveyRow | undefined> {
  const query = db
    .select()
    .from(onboardingSurveys)
    .where(and(eq(onboardingSurveys.anonId, anonId), isNull(onboardingSurveys.userId)))
    .$dynamic();
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/**
 * Merges answers into the guest's or client's row in one statement (`answers || patch`), so two
 * steps saved at once both stay; the row is created on the first save.
 */
export async function mergeAnswers(
  db: Executor,
  owner: { userId: number } | { anonId: string },
  patch: SurveyAnswers,
): Promise<SurveyRow> {
  const json = JSON.stringify(patch);
  const target = 'userId' in owner ? onboardingSurveys.userId : onboardingSurveys.anonId;
  const [row] = await db
    .insert(onboardingSurveys)
    .values({
      ...('userId' in owner ? { userId: owner.userId } : { anonId: owner.anonId }),
      answers: patch,
    })
    .onConflictDoUpdate({
      target,
      set: {
        answers: sql`${onboardingSurveys.answers} || ${json}::jsonb`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('survey upsert returned nothing');
  return row;
}

/** Gives a guest's row to an account (which had none): the anonymous id no longer reads it. */
export async function giveToAccount(
  db: Executor,
  surveyId: number,
  userId: number,
): Promise<SurveyRow | undefined> {
  const [row] = await db
    .update(onboardingSurveys)
    .set({ userId, anonId: null, updatedAt: sql`now()` })
    .where(and(eq(onboardingSurveys.id, surveyId), isNull(onboardingSurveys.userId)))
    .returning();
  return row;
}

export async function deleteSurvey(db: Executor, surveyId: number): Promise<void> {
  await db.delete(onboardingSurveys).where(eq(onboardingSurveys.id, surveyId));
}

/** Marks the survey completed once; answers whether this call was the one that did. */
export async function markCompleted(db: Executor, surveyId: number): Promise<boolean> {
  const rows = await db
    .update(onboardingSurveys)
    .set({ completedAt: sql`now()` })
    .where(and(eq(onboardingSurveys.id, surveyId), isNull(onboardingSurveys.completedAt)))
    .returning({ id: onboardingSurveys.id });
  return rows.length > 0;
}
