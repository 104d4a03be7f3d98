import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { therapists } from './therapists.table';

export type TherapistRow = typeof therapists.$inferSelect;
export type TherapistChanges = Partial<Pick<TherapistRow, 'bioFa' | 'bioEn' | 'tz' | 'meetingUrl'>>;

/** Active therapists and evaluators, oldest first (a stable order for the directory). */
export async function listActiveTherapists(db: Executor): Promise<TherapistRow[]> {
  return db
    .select()
    .from(therapists)
    .where(eq(therapists.active, true))
    .orderBy(asc(therapists.id));
}

export async function listActiveEvaluators(db: Executor): Promise<TherapistRow[]> {
  return db
    .select()
    .from(therapists)
    .where(and(eq(therapists.active, true), eq(therapists.isEvaluator, true)))
    .orderBy(asc(therapists.id));
}

/** An active therapist by id; undefined when unknown or inactive. */
export async function findActiveTherapist(
  db: Executor,
  id: number,
): Promise<TherapistRow | undefined> {
  const [row] = await db
    .select()
    .from(therapists)
    .where(and(eq(therapists.id, id), eq(therapists.active, true)));
  return row;
}

/** Therapists by id, any state (unknown ids are left out): for views of past bookings. */
export async function therapistsByIds(
  db: Executor,
  ids: readonly number[],
): Promise<TherapistRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(therapists)
    .where(inArray(therapists.id, [...new Set(ids)]));
}

/** The therapist profile of a user account (any state: a paused therapist still has a console). */
export async function findTherapistByUserId(
  db: Executor,
  userId: number,
): Promise<TherapistRow | undefined> {
  const [row] = await db.select().from(therapists).where(eq(therapists.userId, userId));
  return row;
}

export async function updateTherapist(
  db: Executor,
  id: number,
  changes: TherapistChanges,
): Promise<TherapistRow> {
  const [row] = await db
    .update(therapists)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(therapists.id, id))
    .returning();
  if (!row) throw new Error(`therapist ${id} vanished`);
  return row;
}
