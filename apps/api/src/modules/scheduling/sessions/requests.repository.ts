import { and, asc, count, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { RequestState } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { therapistsByIds, type TherapistRow } from '../therapists';
import { cycles } from './cycles.table';
import type { CycleRow } from './cycles.repository';
import { clientInfosByIds, type ClientInfo } from './session-records';
import { sessionRequests } from './sessions.table';

export type RequestRow = typeof sessionRequests.$inferSelect;
export type NewRequest = typeof sessionRequests.$inferInsert;
export type RequestChanges = Partial<
  Pick<
    RequestRow,
    | 'state'
    | 'therapistId'
    | 'sessions'
    | 'times'
    | 'proposedStart'
    | 'proposedWeekly'
    | 'proposedBy'
    | 'therapistNote'
  >
>;

export interface RequestRecord {
  request: RequestRow;
  cycle: CycleRow;
  therapist: TherapistRow | null;
  client: ClientInfo;
}

export const OPEN_REQUEST_STATES: readonly RequestState[] = ['pending', 'proposed'];

function records(db: Executor) {
  return db
    .select({ request: sessionRequests, cycle: cycles })
    .from(sessionRequests)
    .innerJoin(cycles, eq(cycles.id, sessionRequests.cycleId))
    .$dynamic();
}

/**
 * Requests (with their cycle, this slice's own) and the therapist and client, asked of the
 * slices that own them. Keeps the order of `rows`; the client always exists (foreign key).
 */
async function withParties(
  db: Executor,
  rows: { request: RequestRow; cycle: CycleRow }[],
): Promise<RequestRecord[]> {
  const [therapists, clients] = await Promise.all([
    therapistsByIds(
      db,
      rows.flatMap((row) => (row.request.therapistId === null ? [] : [row.request.therapistId])),
    ),
    clientInfosByIds(
      db,
      rows.map((row) => row.request.userId),
    ),
  ]);
  const therapistById = new Map(therapists.map((therapist) => [therapist.id, therapist]));
  return rows.flatMap(({ request, cycle }) => {
    const client = clients.get(request.userId);
    if (!client) return [];
    const therapist =
      request.therapistId === null ? null : (therapistById.get(request.therapistId) ?? null);
    return [{ request, cycle, therapist, client }];
  });
}

export async function findRequestRecord(
  db: Executor,
  id: number,
): Promise<RequestRecord | undefined> {
  const rows = await records(db).where(eq(sessionRequests.id, id));
  return (await withParties(db, rows))[0];
}

/** The client's requests: open ones first, then newest first. */
export async function listClientRequests(db: Executor, userId: number): Promise<RequestRecord[]> {
  const rows = await records(db)
    .where(eq(sessionRequests.userId, userId))
    .orderBy(
      sql`case when ${sessionRequests.state} in ('pending', 'proposed') then 0 else 1 end`,
      desc(sessionRequests.createdAt),
      desc(sessionRequests.id),
    );
  return withParties(db, rows);
}

/**
 * What a therapist's console shows: requests addressed to them, and those for "any therapist"
 * that no other therapist has proposed a time for.
 */
function visibleTo(therapistId: number) {
  return or(
    eq(sessionRequests.therapistId, therapistId),
    and(
      isNull(sessionRequests.therapistId),
      or(isNull(sessionRequests.proposedBy), eq(sessionRequests.proposedBy, therapistId)),
    ),
  );
}

export function isVisibleTo(request: RequestRow, therapistId: number): boolean {
  if (request.therapistId !== null) return request.therapistId === therapistId;
  return request.proposedBy === null || request.proposedBy === therapistId;
}

/** A page of a therapist's requests in one state, oldest first. */
export async function pageConsoleRequests(
  db: Executor,
  therapistId: number,
  state: RequestState,
  limit: number,
  offset: number,
): Promise<{ rows: RequestRecord[]; total: number }> {
  const where = and(
    eq(sessionRequests.state, state),
    eq(sessionRequests.kind, 'therapy'),
    visibleTo(therapistId),
  );
  const [rows, [totals]] = await Promise.all([
    records(db)
      .where(where)
      .orderBy(asc(sessionRequests.createdAt), asc(sessionRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(sessionRequests).where(where),
  ]);
  return { rows: await withParties(db, rows), total: totals?.total ?? 0 };
}

/** The request row, locked for the caller's transaction. */
export async function lockRequest(tx: Executor, id: number): Promise<RequestRow | undefined> {
  const [row] = await tx
    .select()
    .from(sessionRequests)
    .where(eq(sessionRequests.id, id))
    .for('update');
  return row;
}

export async function insertRequest(tx: Executor, values: NewRequest): Promise<RequestRow> {
  const [row] = await tx.insert(sessionRequests).values(values).returning();
  if (!row) throw new Error('request insert returned nothing');
  return row;
}

/** Changes a request and bumps its version. */
export async function updateRequest(
  tx: Executor,
  id: number,
  changes: RequestChanges,
): Promise<RequestRow> {
  const [row] = await tx
    .update(sessionRequests)
    .set({ ...changes, version: sql`${sessionRequests.version} + 1`, updatedAt: sql`now()` })
    .where(eq(sessionRequests.id, id))
    .returning();
  if (!row) throw new Error(`request ${id} vanished`);
  return row;
}

/** Sessions the client's open therapy requests hold back from new requests. */
export async function sessionsHeldByOpenRequests(
  db: Executor,
  userId: number,
  exceptRequestId?: number,
): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${sessionRequests.sessions}), 0)::int` })
    .from(sessionRequests)
    .where(
      and(
        eq(sessionRequests.userId, userId),
        eq(sessionRequests.kind, 'therapy'),
        inArray(sessionRequests.state, [...OPEN_REQUEST_STATES]),
        exceptRequestId === undefined ? undefined : ne(sessionRequests.id, exceptRequestId),
      ),
    );
  return Number(row?.held ?? 0);
}
