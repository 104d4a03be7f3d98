import { runtimeTimeZone, type SessionKind } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { addDays } from '@ravan/contract';
import {
  findActiveTherapist,
  listHourExceptions,
  listWeeklyHours,
  toExceptionView,
  toWeeklyView,
  type TherapistRow,
} from '../therapists';
import { computeSlots, type Interval } from './compute-slots';
import { SLOT_RULES } from './slot-rules';

export interface SlotsInput {
  from: Date;
  to: Date;
  kind: SessionKind;
  now: Date;
  /** A session whose own time counts as free (moving it). */
  ignoreSessionId?: number;
}

/**
 * The therapist's booked time overlapping [from, to), ignoring one session (the one being
 * moved). The sessions slice owns bookings and answers it; it is passed in because sessions asks
 * this slice whether a slot is free, so this slice cannot import sessions back.
 */
export type BookedTimes = (
  db: Executor,
  therapistId: number,
  from: Date,
  to: Date,
  ignoreSessionId?: number,
) => Promise<Interval[]>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const utcDate = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * Free slots of a loaded therapist in [from, to): hours and exceptions in the therapist's zone,
 * minus scheduled sessions, from `now` plus the kind's notice on.
 */
export async function slotsOf(
  db: Executor,
  therapist: TherapistRow,
  input: SlotsInput,
  bookedTimes: BookedTimes,
): Promise<Interval[]> {
  const rules = SLOT_RULES[input.kind];
  // A therapist-local date is within a day of the UTC date; computeSlots looks one more day
  // each side, so two days of margin cover every exception it can use.
  const [weekly, exceptions, busy] = await Promise.all([
    listWeeklyHours(db, therapist.id),
    listHourExceptions(
      db,
      therapist.id,
      addDays(utcDate(input.from), -2),
      addDays(utcDate(input.to), 2),
    ),
    bookedTimes(
      db,
      therapist.id,
      input.from,
      new Date(input.to.getTime() + rules.sessionMinutes * MINUTE_MS),
      input.ignoreSessionId,
    ),
  ]);
  return computeSlots({
    therapistTz: runtimeTimeZone(therapist.tz),
    weekly: weekly.map(toWeeklyView),
    exceptions: exceptions.map(toExceptionView),
    busy,
    from: input.from,
    to: input.to,
    sessionMinutes: rules.sessionMinutes,
    stepMinutes: rules.stepMinutes,
    notBefore: new Date(input.now.getTime() + rules.noticeHours * HOUR_MS),
  });
}

/** Free slots of an active therapist in [from, to), sorted; none for an unknown or inactive one. */
export async function freeSlots(
  db: Executor,
  input: SlotsInput & { therapistId: number },
  bookedTimes: BookedTimes,
): Promise<{ start: Date; end: Date }[]> {
  const therapist = await findActiveTherapist(db, input.therapistId);
  return therapist ? slotsOf(db, therapist, input, bookedTimes) : [];
}

/** Whether `start` is exactly one of the offered slots: a client books only what is offered. */
export async function isFreeSlot(
  db: Executor,
  input: {
    therapistId: number;
    start: Date;
    kind: SessionKind;
    now: Date;
    ignoreSessionId?: number;
  },
  bookedTimes: BookedTimes,
): Promise<boolean> {
  const { start } = input;
  if (Number.isNaN(start.getTime())) return false;
  const slots = await freeSlots(
    db,
    { ...input, from: start, to: new Date(start.getTime() + 1) },
    bookedTimes,
  );
  return slots.some((slot) => slot.start.getTime() === start.getTime());
}
