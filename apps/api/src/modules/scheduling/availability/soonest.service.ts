import { DEFAULT_TIME_ZONE, addDays, runtimeTimeZone, type SoonestSlot } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import {
  listActiveTherapists,
  listHourExceptionsOf,
  listWeeklyHoursOf,
  toExceptionView,
  toWeeklyView,
} from '../therapists';
import { computeSlots, type Interval } from './compute-slots';
import { SLOT_RULES } from './slot-rules';
import { toSlotView } from './slot-window';
import { profileZone, requestedZone } from './viewer-zone';

/**
 * Scheduled sessions of several therapists overlapping [from, to), each tagged with its therapist:
 * the sessions slice answers it (see BookedTimes).
 */
export type BookedTimesOfMany = (
  db: Executor,
  therapistIds: number[],
  from: Date,
  to: Date,
) => Promise<(Interval & { therapistId: number })[]>;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const utcDate = (instant: Date) => instant.toISOString().slice(0, 10);

function groupBy<T>(rows: T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

/**
 * The soonest free slot of every active therapist within `days` days from now, for the public
 * directory. Three queries whatever the number of therapists (hours, exceptions, bookings of all
 * of them at once); the slots themselves are computed in memory with the same rules as a
 * therapist's own times, so the directory never offers what the calendar would not.
 */
export async function soonestSlots(
  deps: AppDeps,
  bookedTimesOfMany: BookedTimesOfMany,
  viewer: { tz: string | null } | null,
  query: { days: number; tz?: string | undefined },
): Promise<SoonestSlot[]> {
  const tz = requestedZone(query.tz) ?? profileZone(viewer?.tz ?? null) ?? DEFAULT_TIME_ZONE;
  const db = deps.database.db;
  const therapists = await listActiveTherapists(db);
  const ids = therapists.map((therapist) => therapist.id);
  const now = deps.clock.now();
  const from = now;
  const to = new Date(now.getTime() + query.days * DAY_MS);
  const longest = Math.max(...Object.values(SLOT_RULES).map((rules) => rules.sessionMinutes));
  const [weekly, exceptions, busy] = await Promise.all([
    listWeeklyHoursOf(db, ids),
    // A therapist-local date is within a day of the UTC date; two days of margin, as slotsOf.
    listHourExceptionsOf(db, ids, addDays(utcDate(from), -2), addDays(utcDate(to), 2)),
    bookedTimesOfMany(db, ids, from, new Date(to.getTime() + longest * MINUTE_MS)),
  ]);
  const weeklyOf = groupBy(weekly, (row) => row.therapistId);
  const exceptionsOf = groupBy(exceptions, (row) => row.therapistId);
  const busyOf = groupBy(busy, (row) => row.therapistId);

  return therapists.map((therapist) => {
    const rules = SLOT_RULES[therapist.isEvaluator ? 'evaluation' : 'therapy'];
    const slots = computeSlots({
      therapistTz: runtimeTimeZone(therapist.tz),
      weekly: (weeklyOf.get(therapist.id) ?? []).map(toWeeklyView),
      exceptions: (exceptionsOf.get(therapist.id) ?? []).map(toExceptionView),
      busy: busyOf.get(therapist.id) ?? [],
      from,
      to,
      sessionMinutes: rules.sessionMinutes,
      stepMinutes: rules.stepMinutes,
      notBefore: new Date(now.getTime() + rules.noticeHours * HOUR_MS),
    });
    const first = slots[0];
    return { therapist_id: therapist.id, slot: first ? toSlotView(first, tz) : null };
  });
}
