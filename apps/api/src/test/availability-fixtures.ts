import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SessionKind, SessionState } from '@ravan/contract';
import type { AppDeps } from '../app-deps';
import { sessions, therapists, therapistWeeklyHours } from '../db/schema';
import { findUserByEmail, insertUser, newInviteCode } from '../modules/accounts/identity';

/** Test fixtures for availability: rows the booking flow would write, inserted directly. */

export async function userIdOf(deps: AppDeps, email: string): Promise<number> {
  const user = await findUserByEmail(deps.database.db, email);
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

export async function therapistIdOf(deps: AppDeps, email: string): Promise<number> {
  const userId = await userIdOf(deps, email);
  const [row] = await deps.database.db
    .select({ id: therapists.id })
    .from(therapists)
    .where(eq(therapists.userId, userId));
  if (!row) throw new Error(`no therapist ${email}`);
  return row.id;
}

export async function insertSession(
  deps: AppDeps,
  input: {
    therapistId: number;
    userId: number;
    start: string;
    minutes?: number;
    state?: SessionState;
    kind?: SessionKind;
  },
): Promise<number> {
  const startsAt = new Date(input.start);
  const [row] = await deps.database.db
    .insert(sessions)
    .values({
      therapistId: input.therapistId,
      userId: input.userId,
      kind: input.kind ?? 'therapy',
      state: input.state ?? 'scheduled',
      startsAt,
      endsAt: new Date(startsAt.getTime() + (input.minutes ?? 45) * 60_000),
      meetingUrl: `${deps.config.meetingBaseUrl}/ravan-${randomUUID()}`,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return row.id;
}

/** A second evaluator with its own account and weekly hours. */
export function insertEvaluator(
  deps: AppDeps,
  tz: string,
  hours: [weekday: number, start: string, end: string][],
): Promise<number> {
  return insertTherapist(deps, tz, hours, { isEvaluator: true });
}

/** A therapist (or evaluator) with its own account and weekly hours. */
export async function insertTherapist(
  deps: AppDeps,
  tz: string,
  hours: [weekday: number, start: string, end: string][],
  { isEvaluator = false }: { isEvaluator?: boolean } = {},
): Promise<number> {
  const db = deps.database.db;
  const user = await insertUser(db, {
    platformId: 1,
    role: 'therapist',
    email: `therapist-${randomUUID()}@example.com`,
    inviteCode: newInviteCode(),
  });
  if (!user) throw new Error('user insert returned nothing');
  const [row] = await db
    .insert(therapists)
    .values({
      userId: user.id,
      nameFa: isEvaluator ? 'ارزیاب' : 'درمانگر',
      nameEn: isEvaluator ? 'Evaluator' : 'Therapist',
      gender: 'female',
      tz,
      isEvaluator,
    })
    .returning({ id: therapists.id });
  if (!row) throw new Error('therapist insert returned nothing');
  if (hours.length === 0) return row.id;
  await db.insert(therapistWeeklyHours).values(
    hours.map(([weekday, startTime, endTime]) => ({
      therapistId: row.id,
      weekday,
      startTime,
      endTime,
    })),
  );
  return row.id;
}

/** '2026-03-23', [7, 8] → ['2026-03-23T07:00:00.000Z', '2026-03-23T08:00:00.000Z']. */
export function utcHours(date: string, hours: number[], minute = 0): string[] {
  const mm = String(minute).padStart(2, '0');
  return hours.map((h) => `${date}T${String(h).padStart(2, '0')}:${mm}:00.000Z`);
}
