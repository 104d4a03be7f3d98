import type { SessionState, SessionView } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { pageOffset, type PageRequest } from '../../../lib/pagination';
import { toSessionView } from './session-view';
import { findSessionRecord, pageSessionRecords } from './session-records';
import type { SessionScope } from './sessions.repository';

export interface SessionPage {
  rows: SessionView[];
  total: number;
}

/** The client's sessions: upcoming soonest first, past (and all) latest first. */
export async function searchSessions(
  db: Executor,
  userId: number,
  now: Date,
  page: PageRequest,
  filter: { scope: SessionScope; state?: SessionState },
): Promise<SessionPage> {
  const result = await pageSessionRecords(
    db,
    { userId, now, scope: filter.scope, ...(filter.state ? { state: filter.state } : {}) },
    page.perPage,
    pageOffset(page),
  );
  return { rows: result.rows.map((record) => toSessionView(record, now)), total: result.total };
}

/** One of the client's sessions; another client's answers 404, as if it did not exist. */
export async function ownSession(
  db: Executor,
  userId: number,
  sessionId: number,
  now: Date,
): Promise<SessionView> {
  const record = await findSessionRecord(db, sessionId);
  if (!record || record.session.userId !== userId) throw new AppError('not_found');
  return toSessionView(record, now);
}
