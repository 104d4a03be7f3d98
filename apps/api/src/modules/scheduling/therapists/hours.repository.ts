import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { therapistHourExceptions, therapistWeeklyHours } from './therapists.table';

export type WeeklyHoursRow = typeof therapistWeeklyHours.$inferSelect;
export type HourExceptionRow = typeof therapistHourExceptions.$inferSelect;

export interface NewWeeklyRange {
  weekday: number;
  startTime: string;
  endTime: string;
}

export interface NewHourException {
  date: string;
  kind: 'off' | 'extra';
  startTime: string | null;
  endTime: string | null;
}

export async function listWeeklyHours(
  db: Executor,
  therapistId: number,
): Promise<WeeklyHoursRow[]> {
  return db
    .select()
    .from(therapistWeeklyHours)
    .where(eq(therapistWeeklyHours.therapistId, therapistId))
    .orderBy(asc(therapistWeeklyHours.weekday), asc(therapistWeeklyHours.startTime));
}

/** The weekly hours of several therapists in one query (the directory's soonest slots). */
export async function listWeeklyHoursOf(
  db: Executor,
  therapistIds: number[],
): Promise<WeeklyHoursRow[]> {
  if (therapistIds.length === 0) return [];
  return db
    .select()
    .from(therapistWeeklyHours)
    .where(inArray(therapistWeeklyHours.therapistId, therapistIds))
    .orderBy(asc(therapistWeeklyHours.weekday), asc(therapistWeeklyHours.startTime));
}

/** Exceptions of several therapists on therapist-local dates in [fromDate, toDate], one query. */
export async function listHourExceptionsOf(
  db: Executor,
  therapistIds: number[],
  fromDate: string,
  toDate: string,
): Promise<HourExceptionRow[]> {
  if (therapistIds.length === 0) return [];
  return db
    .select()
    .from(therapistHourExceptions)
    .where(
      and(
        inArray(therapistHourExceptions.therapistId, therapistIds),
        gte(therapistHourExceptions.date, fromDate),
        lte(therapistHourExceptions.date, toDate),
      ),
    )
    .orderBy(
      asc(therapistHourExceptions.date),
      asc(therapistHourExceptions.startTime),
      asc(therapistHourExceptions.id),
    );
}

/** Replaces every weekly range of the therapist (call inside a transaction). */
export async function replaceWeeklyHours(
  db: Executor,
  therapistId: number,
  ranges: NewWeeklyRange[],
): Promise<void> {
  await db.delete(therapistWeeklyHours).where(eq(therapistWeeklyHours.therapistId, therapistId));
  if (ranges.length === 0) return;
  await db.insert(therapistWeeklyHours).values(ranges.map((r) => ({ therapistId, ...r })));
}

/** Exceptions on therapist-local dates in [fromDate, toDate] (toDate open when omitted). */
export async function listHourExceptions(
  db: Executor,
  therapistId: number,
  fromDate: string,
  toDate?: string,
): Promise<HourExceptionRow[]> {
  return db
    .select()
    .from(therapistHourExceptions)
    .where(
      and(
        eq(therapistHourExceptions.therapistId, therapistId),
        gte(therapistHourExceptions.date, fromDate),
        toDate === undefined ? undefined : lte(therapistHourExceptions.date, toDate),
      ),
    )
    .orderBy(
      asc(therapistHourExceptions.date),
      asc(therapistHourExceptions.startTime),
      asc(therapistHourExceptions.id),
    );
}

export async function insertHourException(
  db: Executor,
  therapistId: number,
  exception: NewHourException,
): Promise<HourExceptionRow> {
  const [row] = await db
    .insert(therapistHourExceptions)
    .values({ therapistId, ...exception })
    .returning();
  if (!row) throw new Error('exception insert returned nothing');
  return row;
}

/** Deletes one of the therapist's own exceptions; false when there is no such exception of theirs. */
export async function deleteHourException(
  db: Executor,
  therapistId: number,
  exceptionId: number,
): Promise<boolean> {
  const rows = await db
    .delete(therapistHourExceptions)
    .where(
      and(
        eq(therapistHourExceptions.id, exceptionId),
        eq(therapistHourExceptions.therapistId, therapistId),
      ),
    )
    .returning({ id: therapistHourExceptions.id });
  return rows.length === 1;
}
