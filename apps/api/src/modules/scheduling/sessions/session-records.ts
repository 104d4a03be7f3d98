import type { Executor } from '../../../db/client';
import { usersByIds } from '../../accounts/identity';
import { factorIdsOfCredits } from '../../commerce/credits';
import { therapistsByIds, type TherapistRow } from '../therapists';
import {
  creditOfOwnSession,
  findSession,
  latestEvaluationRow,
  pageSessions,
  sessionsByIds,
  type SessionFilter,
  type SessionRow,
} from './sessions.repository';

export interface ClientInfo {
  id: number;
  firstname: string | null;
  lastname: string | null;
  tz: string | null;
}

/** A session with what its views show: the therapist, the client and the invoice it spends. */
export interface SessionRecord {
  session: SessionRow;
  therapist: TherapistRow;
  client: ClientInfo;
  factorId: number | null;
}

/** The client as session and request views show them, asked of the identity slice. */
export async function clientInfosByIds(
  db: Executor,
  ids: number[],
): Promise<Map<number, ClientInfo>> {
  const users = await usersByIds(db, ids);
  return new Map(
    users.map((user) => [
      user.id,
      { id: user.id, firstname: user.firstname, lastname: user.lastname, tz: user.tz },
    ]),
  );
}

/**
 * Sessions with their therapist, client and invoice, each asked of the slice that owns it (one
 * query per slice for any number of sessions). Keeps the order of `rows`; the foreign keys
 * guarantee every therapist and client exists.
 */
export async function withParties(db: Executor, rows: SessionRow[]): Promise<SessionRecord[]> {
  const [therapists, clients, factors] = await Promise.all([
    therapistsByIds(
      db,
      rows.map((row) => row.therapistId),
    ),
    clientInfosByIds(
      db,
      rows.map((row) => row.userId),
    ),
    factorIdsOfCredits(
      db,
      rows.flatMap((row) => (row.creditId === null ? [] : [row.creditId])),
    ),
  ]);
  const therapistById = new Map(therapists.map((therapist) => [therapist.id, therapist]));
  return rows.flatMap((session) => {
    const therapist = therapistById.get(session.therapistId);
    const client = clients.get(session.userId);
    if (!therapist || !client) return [];
    const factorId = session.creditId === null ? null : (factors.get(session.creditId) ?? null);
    return [{ session, therapist, client, factorId }];
  });
}

/** A page of sessions: upcoming soonest first, past and all latest first. */
export async function pageSessionRecords(
  db: Executor,
  filter: SessionFilter,
  limit: number,
  offset: number,
): Promise<{ rows: SessionRecord[]; total: number }> {
  const page = await pageSessions(db, filter, limit, offset);
  return { rows: await withParties(db, page.rows), total: page.total };
}

export async function findSessionRecord(
  db: Executor,
  id: number,
): Promise<SessionRecord | undefined> {
  const session = await findSession(db, id);
  return session && (await withParties(db, [session]))[0];
}

export async function sessionRecordsByIds(db: Executor, ids: number[]): Promise<SessionRecord[]> {
  return withParties(db, await sessionsByIds(db, ids));
}

/** The invoice (factor) a user's own session spends a credit of; null for none or someone else's. */
export async function factorOfOwnSession(
  db: Executor,
  userId: number,
  sessionId: number,
): Promise<number | null> {
  const creditId = await creditOfOwnSession(db, userId, sessionId);
  if (creditId === null) return null;
  return (await factorIdsOfCredits(db, [creditId])).get(creditId) ?? null;
}

/** The client's latest evaluation that was not cancelled (scheduled, held or missed). */
export async function latestEvaluation(
  db: Executor,
  userId: number,
): Promise<SessionRecord | undefined> {
  const session = await latestEvaluationRow(db, userId);
  return session && (await withParties(db, [session]))[0];
}
