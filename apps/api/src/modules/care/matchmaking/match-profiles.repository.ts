import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { matchProfiles } from './match-profiles.table';

export type MatchProfileRow = typeof matchProfiles.$inferSelect;

export async function findMatchProfile(
  db: Executor,
  userId: number,
): Promise<MatchProfileRow | undefined> {
  const [row] = await db.select().from(matchProfiles).where(eq(matchProfiles.userId, userId));
  return row;
}

/** Creates the row or changes it, in one statement. */
async function upsert(
  db: Executor,
  userId: number,
  values: Partial<Omit<MatchProfileRow, 'userId' | 'updatedAt'>>,
  set: Record<string, unknown>,
): Promise<MatchProfileRow> {
  const [row] = await db
    .insert(matchProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: matchProfiles.userId, set: { ...set, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('match profile upsert returned nothing');
  return row;
}

/** Records one answer (answering a question again replaces the earlier answer). */
export function saveMatchAnswer(
  db: Executor,
  userId: number,
  questionId: number,
  optionId: number,
): Promise<MatchProfileRow> {
  const patch = JSON.stringify({ [questionId]: optionId });
  return upsert(
    db,
    userId,
    { answers: { [questionId]: optionId } },
    { answers: sql`${matchProfiles.answers} || ${patch}::jsonb` },
  );
}

export function saveMatchFields(db: Executor, userId: number, fields: string[]) {
  return upsert(db, userId, { fields }, { fields });
}

export function saveIsStudent(db: Executor, userId: number, isStudent: boolean) {
  return upsert(db, userId, { isStudent }, { isStudent });
}

/** Never suggest this therapist to this client again (a rematch away from them). */
export function rejectTherapist(db: Executor, userId: number, therapistId: number) {
  return upsert(
    db,
    userId,
    { rejectedTherapistIds: [therapistId] },
    {
      rejectedTherapistIds: sql`array_append(array_remove(${matchProfiles.rejectedTherapistIds}, ${therapistId}::int), ${therapistId}::int)`,
    },
  );
}
