import { and, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import type { BookedTimes, BookedTimesOfMany } from '../availability';
import { sessions } from './sessions.table';

/** No booked session is longer than this; it bounds the index range scan from below. */
const LONGEST_SESSION_MS = 24 * 3_600_000;

/**
 * The therapist's scheduled sessions (any kind) overlapping [from, to): what blocks a slot.
 * Cancelled, completed and no-show sessions free their time. Availability asks for it through
 * its `BookedTimes` port (this slice or the composition passes it in), since the booking flow
 * here asks availability whether a slot is free: neither slice imports the other both ways.
 */
export const scheduledSessionsBetween: BookedTimes = async (
  db,
  therapistId,
  from,
  to,
  ignoreSessionId,
) =>
  db
    .select({ start: sessions.startsAt, end: sessions.endsAt })
    .from(sessions)
    .where(
      and(
        eq(sessions.therapistId, therapistId),
        eq(sessions.state, 'scheduled'),
        gt(sessions.startsAt, new Date(from.getTime() - LONGEST_SESSION_MS)),
        lt(sessions.startsAt, to),
        gt(sessions.endsAt, from),
        ignoreSessionId === undefined ? undefined : ne(sessions.id, ignoreSessionId),
      ),
    );

/** The same for several therapists in one query, each interval tagged with its therapist. */
export const scheduledSessionsOfMany: BookedTimesOfMany = async (db, therapistIds, from, to) =>
  therapistIds.length === 0
    ? []
    : db
        .select({
          therapistId: sessions.therapistId,
          start: sessions.startsAt,
          end: sessions.endsAt,
        })
        .from(sessions)
        .where(
          and(
            inArray(sessions.therapistId, therapistIds),
            eq(sessions.state, 'scheduled'),
            gt(sessions.startsAt, new Date(from.getTime() - LONGEST_SESSION_MS)),
            lt(sessions.startsAt, to),
            gt(sessions.endsAt, from),
          ),
        );
