import {
  DEFAULT_TIME_ZONE,
  SESSION_MINUTES,
  type Output,
  type timesQuery,
  type timesResult,
} from '@ravan/contract';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../accounts/identity';
import { freeSlots, slotWindow, toSlotView } from '../availability';
import { scheduledSessionsBetween } from './busy.repository';
import { matchesPreferredTimes } from './preferred-periods';
import { findRequestRecord, OPEN_REQUEST_STATES } from './requests.repository';
import type { SchedulingContext } from './scheduling-context';

const MINUTE_MS = 60_000;

/**
 * Times for a request, in the viewer's zone: the proposed one while a proposal is open;
 * otherwise the chosen therapist's free slots that fall in the client's preferred periods.
 * A request for "any therapist" has no calendar to read yet: no slots.
 */
export async function requestTimes(
  ctx: SchedulingContext,
  user: UserRow,
  requestId: number,
  query: Output<typeof timesQuery>,
): Promise<Output<typeof timesResult>> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock.now();
  const record = await findRequestRecord(db, requestId);
  if (!record || record.request.userId !== user.id) throw new AppError('not_found');
  const { request } = record;
  const tz = query.tz ?? user.tz ?? DEFAULT_TIME_ZONE;

  if (request.state === 'proposed' && request.proposedStart && request.proposedBy !== null) {
    const start = request.proposedStart;
    const end = new Date(start.getTime() + SESSION_MINUTES * MINUTE_MS);
    return { tz, therapist_id: request.proposedBy, slots: [toSlotView({ start, end }, tz)] };
  }
  const therapistId = record.therapist?.id;
  if (!OPEN_REQUEST_STATES.includes(request.state) || therapistId === undefined)
    throw new AppError('no_slots');
  const window = slotWindow({
    ...(query.from ? { from: query.from } : {}),
    days: query.days,
    tz,
    now,
  });
  const slots = await freeSlots(
    db,
    { therapistId, ...window, kind: 'therapy', now },
    scheduledSessionsBetween,
  );
  return {
    tz,
    therapist_id: therapistId,
    slots: slots
      .filter((slot) => matchesPreferredTimes(slot.start, tz, request.times))
      .map((slot) => toSlotView(slot, tz)),
  };
}
