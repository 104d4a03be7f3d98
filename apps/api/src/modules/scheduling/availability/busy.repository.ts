import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { sessions } from '../sessions/sessions.table';
import type { Interval } from './compute-slots';

/** No booked session is longer than this; it bounds the index range scan from below. */
const LONGEST_SESSION_MS = 24 * 3_600_000;

/**
 * The therapist's scheduled sessions (any kind) overlapping [from, to): what blocks a slot.
 * Cancelled, completed and no-show sessions free their time.
 */
export async function scheduledSessionsBetween(
  db: Executor,
  therapistId: number,
  from: Date,
  to: Date,
  ignoreSessionId?: number,
): Promise<Interval[]> {
  return db
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
}
