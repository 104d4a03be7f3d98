import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { sessions } from './sessions.table';

export type ReminderKind = '24h' | '1h';

const HOUR_MS = 3_600_000;

/**
 * Which sessions each reminder is for, as (after, upTo] hours before the start. The 24-hour one
 * stops where the 1-hour one begins: a session booked 30 minutes ahead gets only the 1-hour
 * reminder, not both at once.
 */
const WINDOWS: Record<ReminderKind, { after: number; upTo: number }> = {
  '24h': { after: 1, upTo: 24 },
  '1h': { after: 0, upTo: 1 },
};

const sentColumn = (kind: ReminderKind) =>
  kind === '24h' ? sessions.reminded24hAt : sessions.reminded1hAt;

/**
 * Marks up to `limit` due reminders as sent and answers their session ids, in one statement.
 * FOR UPDATE SKIP LOCKED lets two API processes run this at once: a row one of them is claiming
 * is skipped by the other, and once committed its reminded_* column no longer matches. So every
 * reminder is claimed by exactly one caller, which then sends it (at most once: a send that fails
 * after the claim is not retried, because a retry could repeat the half that did go out).
 */
export async function claimDueReminders(
  db: Executor,
  kind: ReminderKind,
  now: Date,
  limit: number,
): Promise<number[]> {
  const column = sentColumn(kind);
  const { after, upTo } = WINDOWS[kind];
  const due = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.state, 'scheduled'),
        isNull(column),
        gt(sessions.startsAt, new Date(now.getTime() + after * HOUR_MS)),
        lte(sessions.startsAt, new Date(now.getTime() + upTo * HOUR_MS)),
      ),
    )
    .orderBy(asc(sessions.startsAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(sessions)
    .set(kind === '24h' ? { reminded24hAt: now } : { reminded1hAt: now })
    .where(and(inArray(sessions.id, due), isNull(column)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** The claimed sessions still scheduled (one cancelled a moment ago is not reminded). */
export async function loadScheduledSessions(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      therapistId: sessions.therapistId,
      startsAt: sessions.startsAt,
      endsAt: sessions.endsAt,
      meetingUrl: sessions.meetingUrl,
      version: sessions.version,
    })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), eq(sessions.state, 'scheduled')))
    .orderBy(asc(sessions.startsAt));
}

export type ReminderSession = Awaited<ReturnType<typeof loadScheduledSessions>>[number];
