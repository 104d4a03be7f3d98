import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { localDateOf } from '@ravan/contract';
import {
  deleteHourException,
  insertHourException,
  listHourExceptions,
  listWeeklyHours,
  replaceWeeklyHours,
} from './hours.repository';
import { exceptionErrors, weeklyErrors } from './hours.rules';
import { profileChanges, type ProfileInput } from './profile.rules';
import { toConsoleProfile, toExceptionView, toWeeklyView } from './therapist.mapper';
import { findTherapistByUserId, updateTherapist, type TherapistRow } from './therapists.repository';

/*
 * The therapist's own console: profile and hours. The therapist is the signed-in user's row;
 * nothing here takes a therapist id from the client, so one therapist never reaches another's.
 */

async function ownTherapist(db: Executor, userId: number): Promise<TherapistRow> {
  const therapist = await findTherapistByUserId(db, userId);
  if (!therapist) throw new AppError('not_found');
  return therapist;
}

export async function getOwnProfile(deps: AppDeps, userId: number) {
  return toConsoleProfile(await ownTherapist(deps.database.db, userId));
}

export async function updateOwnProfile(deps: AppDeps, userId: number, input: ProfileInput) {
  const changes = profileChanges(input);
  const therapist = await ownTherapist(deps.database.db, userId);
  if (Object.keys(changes).length === 0) return toConsoleProfile(therapist);
  return toConsoleProfile(await updateTherapist(deps.database.db, therapist.id, changes));
}

async function hoursOf(db: Executor, therapist: TherapistRow, now: Date) {
  const today = localDateOf(now, therapist.tz);
  const [weekly, exceptions] = await Promise.all([
    listWeeklyHours(db, therapist.id),
    listHourExceptions(db, therapist.id, today),
  ]);
  return {
    tz: therapist.tz,
    weekly: weekly.map(toWeeklyView),
    exceptions: exceptions.map(toExceptionView),
  };
}

/** Weekly hours and the exceptions from today on, in the therapist's own zone. */
export async function getOwnHours(deps: AppDeps, userId: number) {
  const db = deps.database.db;
  return hoursOf(db, await ownTherapist(db, userId), deps.clock.now());
}

export async function setOwnWeeklyHours(
  deps: AppDeps,
  userId: number,
  weekly: { weekday: number; start: string; end: string }[],
) {
  const errors = weeklyErrors(weekly);
  if (errors) throw new AppError('validation_failed', { errors });
  return deps.database.db.transaction(async (tx) => {
    const therapist = await ownTherapist(tx, userId);
    await replaceWeeklyHours(
      tx,
      therapist.id,
      weekly.map((r) => ({ weekday: r.weekday, startTime: r.start, endTime: r.end })),
    );
    return hoursOf(tx, therapist, deps.clock.now());
  });
}

export async function addOwnException(
  deps: AppDeps,
  userId: number,
  body: { date: string; kind: 'off' | 'extra'; start?: string | null; end?: string | null },
) {
  const db = deps.database.db;
  const therapist = await ownTherapist(db, userId);
  const input = {
    date: body.date,
    kind: body.kind,
    start: body.start ?? null,
    end: body.end ?? null,
  };
  const errors = exceptionErrors(input, localDateOf(deps.clock.now(), therapist.tz));
  if (errors) throw new AppError('validation_failed', { errors });
  const row = await insertHourException(db, therapist.id, {
    date: input.date,
    kind: input.kind,
    startTime: input.start,
    endTime: input.end,
  });
  return toExceptionView(row);
}

/** Another therapist's exception answers 404, exactly like one that does not exist. */
export async function removeOwnException(deps: AppDeps, userId: number, exceptionId: number) {
  const db = deps.database.db;
  const therapist = await ownTherapist(db, userId);
  if (!(await deleteHourException(db, therapist.id, exceptionId))) throw new AppError('not_found');
}
