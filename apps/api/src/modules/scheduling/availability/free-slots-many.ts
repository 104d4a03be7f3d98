import { addDays, runtimeTimeZone } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import {
  listHourExceptionsOf,
  listWeeklyHoursOf,
  toExceptionView,
  toWeeklyView,
  type TherapistRow,
} from '../therapists';
import { computeSlots, type Interval } from './compute-slots';
import { SLOT_RULES } from './slot-rules';
import type { SlotsInput } from './free-slots.service';
import type { BookedTimesOfMany } from './soonest.service';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const utcDate = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * Free slots of many loaded therapists in [from, to), by therapist id: three queries in all
 * (weekly hours, exceptions, booked time), whatever the number of therapists, then the same
 * wall-clock walk `slotsOf` makes for one.
 */
export async function freeSlotsOfMany(
  db: Executor,
  therapists: readonly TherapistRow[],
  input: Omit<SlotsInput, 'ignoreSessionId'>,
  bookedTimes: BookedTimesOfMany,
): Promise<Map<number, Interval[]>> {
  const rules = SLOT_RULES[input.kind];
  const ids = therapists.map((therapist) => therapist.id);
  const [weekly, exceptions, busy] = await Promise.all([
    listWeeklyHoursOf(db, ids),
    listHourExceptionsOf(db, ids, addDays(utcDate(input.from), -2), addDays(utcDate(input.to), 2)),
    bookedTimes(
      db,
      ids,
      input.from,
      new Date(input.to.getTime() + rules.sessionMinutes * MINUTE_MS),
    ),
  ]);
  const notBefore = new Date(input.now.getTime() + rules.noticeHours * HOUR_MS);
  const result = new Map<number, Interval[]>();
  for (const therapist of therapists) {
    result.set(
      therapist.id,
      computeSlots({
        therapistTz: runtimeTimeZone(therapist.tz),
        weekly: weekly.filter((row) => row.therapistId === therapist.id).map(toWeeklyView),
        exceptions: exceptions
          .filter((row) => row.therapistId === therapist.id)
          .map(toExceptionView),
        busy: busy.filter((row) => row.therapistId === therapist.id),
        from: input.from,
        to: input.to,
        sessionMinutes: rules.sessionMinutes,
        stepMinutes: rules.stepMinutes,
        notBefore,
      }),
    );
  }
  return result;
}
