import { and, asc, eq, sql } from 'drizzle-orm';
import type { JourneyState } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { clientJourneys, journeyEvents } from './journeys.table';

export type JourneyRow = typeof clientJourneys.$inferSelect;
export type JourneyEventRow = typeof journeyEvents.$inferSelect;

export async function findJourney(db: Executor, userId: number): Promise<JourneyRow | undefined> {
  const [row] = await db.select().from(clientJourneys).where(eq(clientJourneys.userId, userId));
  return row;
}

/** The client's journey, created in `started` (with its first history line) when there is none. */
export async function ensureJourney(db: Executor, userId: number): Promise<JourneyRow> {
  const [created] = await db
    .insert(clientJourneys)
    .values({ userId })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await insertJourneyEvent(db, { userId, fromState: null, toState: 'started', cause: 'start' });
    return created;
  }
  const row = await findJourney(db, userId);
  if (!row) throw new Error('journey vanished after insert');
  return row;
}

/**
 * Moves the journey only if it is still in `from`: the one write that decides a race. Answers
 * the moved row, or undefined when another move came first.
 */
export async function moveIfStill(
  db: Executor,
  userId: number,
  from: JourneyState,
  to: JourneyState,
  choices: { packageId?: number | null; therapistId?: number | null; restart?: boolean } = {},
): Promise<JourneyRow | undefined> {
  const [row] = await db
    .update(clientJourneys)
    .set({
      state: to,
      updatedAt: sql`now()`,
      ...(choices.packageId !== undefined ? { packageId: choices.packageId } : {}),
      ...(choices.therapistId !== undefined ? { therapistId: choices.therapistId } : {}),
      ...(choices.restart ? { startedAt: sql`now()` } : {}),
    })
    .where(and(eq(clientJourneys.userId, userId), eq(clientJourneys.state, from)))
    .returning();
  return row;
}

/** Records a choice (package, therapist) without moving the state. */
export async function setJourneyChoices(
  db: Executor,
  userId: number,
  choices: { packageId?: number | null; therapistId?: number | null },
): Promise<JourneyRow | undefined> {
  const [row] = await db
    .update(clientJourneys)
    .set({ ...choices, updatedAt: sql`now()` })
    .where(eq(clientJourneys.userId, userId))
    .returning();
  return row;
}

export async function insertJourneyEvent(
  db: Executor,
  values: { userId: number; fromState: JourneyState | null; toState: JourneyState; cause: string },
): Promise<void> {
  await db.insert(journeyEvents).values(values);
}

export function journeyHistory(db: Executor, userId: number): Promise<JourneyEventRow[]> {
  return db
    .select()
    .from(journeyEvents)
    .where(eq(journeyEvents.userId, userId))
    .orderBy(asc(journeyEvents.id));
}
