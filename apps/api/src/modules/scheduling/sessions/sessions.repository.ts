import { and, asc, count, desc, eq, gt, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { SessionKind, SessionState } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { sessions, weeklySlots } from './sessions.table';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSession = typeof sessions.$inferInsert;
export type SessionChanges = Partial<
  Pick<
    SessionRow,
    'state' | 'cancelReason' | 'cancelledAt' | 'charged' | 'actualMinutes' | 'movedTo'
  >
>;

export type SessionScope = 'upcoming' | 'past' | 'all';

export interface SessionFilter {
  userId?: number;
  /** Any of these clients (a staff search by email, phone or name). */
  userIds?: number[];
  therapistId?: number;
  scope: SessionScope;
  state?: SessionState;
  kind?: SessionKind;
  now: Date;
}

/** Upcoming: still scheduled and not over yet; past: everything else. */
function upcoming(now: Date): SQL {
  return and(eq(sessions.state, 'scheduled'), gt(sessions.endsAt, now)) as SQL;
}

function whereOf(filter: SessionFilter): SQL | undefined {
  return and(
    filter.userId === undefined ? undefined : eq(sessions.userId, filter.userId),
    filter.userIds === undefined ? undefined : inArray(sessions.userId, filter.userIds),
    filter.therapistId === undefined ? undefined : eq(sessions.therapistId, filter.therapistId),
    filter.state === undefined ? undefined : eq(sessions.state, filter.state),
    filter.kind === undefined ? undefined : eq(sessions.kind, filter.kind),
    filter.scope === 'upcoming' ? upcoming(filter.now) : undefined,
    filter.scope === 'past' ? not(upcoming(filter.now)) : undefined,
  );
}

/** A page of sessions: upcoming soonest first, past and all latest first. */
export async function pageSessions(
  db: Executor,
  filter: SessionFilter,
  limit: number,
  offset: number,
): Promise<{ rows: SessionRow[]; total: number }> {
  const where = whereOf(filter);
  const order =
    filter.scope === 'upcoming'
      ? [asc(sessions.startsAt), asc(sessions.id)]
      : [desc(sessions.startsAt), desc(sessions.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(sessions)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(sessions).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findSession(db: Executor, id: number): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
  return row;
}

/** Sessions by id, earliest first. */
export async function sessionsByIds(db: Executor, ids: number[]): Promise<SessionRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sessions)
    .where(inArray(sessions.id, ids))
    .orderBy(asc(sessions.startsAt));
}

/** The session row, locked for the caller's transaction (every change to a session starts here). */
export async function lockSession(tx: Executor, id: number): Promise<SessionRow | undefined> {
  const [row] = await tx.select().from(sessions).where(eq(sessions.id, id)).for('update');
  return row;
}

export async function insertSessions(tx: Executor, rows: NewSession[]): Promise<SessionRow[]> {
  return tx.insert(sessions).values(rows).returning();
}

/** Changes a session and bumps its version (what a client's stale copy is checked against). */
export async function updateSession(
  tx: Executor,
  id: number,
  changes: SessionChanges,
): Promise<SessionRow> {
  const [row] = await tx
    .update(sessions)
    .set({ ...changes, version: sql`${sessions.version} + 1`, updatedAt: sql`now()` })
    .where(eq(sessions.id, id))
    .returning();
  if (!row) throw new Error(`session ${id} vanished`);
  return row;
}

/** The client's scheduled evaluation, if any (one at a time). */
export async function findOpenEvaluation(
  db: Executor,
  userId: number,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.kind, 'evaluation'),
        eq(sessions.state, 'scheduled'),
      ),
    );
  return row;
}

/** The client's latest evaluation that was not cancelled (scheduled, held or missed). */
export async function latestEvaluationRow(
  db: Executor,
  userId: number,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.kind, 'evaluation'),
        not(eq(sessions.state, 'cancelled')),
      ),
    )
    .orderBy(desc(sessions.startsAt))
    .limit(1);
  return row;
}

/** A fixed weekly slot for a series booked from one request. */
export async function insertWeeklySlot(
  tx: Executor,
  values: { userId: number; therapistId: number; requestId: number },
): Promise<number> {
  const [row] = await tx.insert(weeklySlots).values(values).returning({ id: weeklySlots.id });
  if (!row) throw new Error('weekly slot insert returned nothing');
  return row.id;
}

/** Points a moved session at its replacement (no version bump: the move already bumped it). */
export async function linkMove(tx: Executor, fromId: number, toId: number): Promise<void> {
  await tx.update(sessions).set({ movedTo: toId }).where(eq(sessions.id, fromId));
}

/** The credit a user's own session spends; null for none or someone else's session. */
export async function creditOfOwnSession(
  db: Executor,
  userId: number,
  sessionId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ creditId: sessions.creditId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return row?.creditId ?? null;
}
