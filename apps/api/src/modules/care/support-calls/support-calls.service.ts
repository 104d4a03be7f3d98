import {
  SUPPORT_CALLBACK_HOURS,
  type Output,
  type SupportCall,
  type SupportCallReason,
  type supportCallDoneBody,
} from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/app-error';
import { pageOffset, type PageRequest } from '../../../lib/pagination';
import { usersByIds, type UserRow } from '../../accounts/identity';
import { auditStaffAction } from '../../platform/audit';
import {
  findSupportCall,
  insertSupportCall,
  markSupportCallDone,
  pageSupportCalls,
} from './support-calls.repository';
import type { SupportCallRow } from './support-calls.table';

const HOUR_MS = 3_600_000;

/** SPEC.md §1: support calls within 24 hours of a pre-session, 48 hours of a session request. */
export const CALL_WITHIN_HOURS: Record<SupportCallReason, number> = {
  presession: SUPPORT_CALLBACK_HOURS.preSession,
  session_request: SUPPORT_CALLBACK_HOURS.sessionRequest,
};

/** Adds the call support owes, in the caller's transaction (the booking's or the request's). */
export async function scheduleSupportCall(
  tx: Executor,
  event: { userId: number; reason: SupportCallReason; sourceId: number; at: Date },
): Promise<void> {
  await insertSupportCall(tx, {
    userId: event.userId,
    reason: event.reason,
    sourceId: event.sourceId,
    dueAt: new Date(event.at.getTime() + CALL_WITHIN_HOURS[event.reason] * HOUR_MS),
  });
}

function toSupportCall(row: SupportCallRow, client: UserRow | undefined, now: Date): SupportCall {
  return {
    id: row.id,
    reason: row.reason,
    client: {
      id: row.userId,
      firstname: client?.firstname ?? null,
      lastname: client?.lastname ?? null,
      cel: client?.cel ?? null,
      email: client?.email ?? null,
      tz: client?.tz ?? null,
    },
    created_at: row.createdAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    overdue: row.doneAt === null && row.dueAt.getTime() < now.getTime(),
    done_at: row.doneAt?.toISOString() ?? null,
    outcome: row.outcome,
    note: row.note,
  };
}

async function withClients(db: Executor, rows: SupportCallRow[], now: Date) {
  const clients = new Map(
    (await usersByIds(db, [...new Set(rows.map((row) => row.userId))])).map((u) => [u.id, u]),
  );
  return rows.map((row) => toSupportCall(row, clients.get(row.userId), now));
}

/** The queue: who must be called and by when (open: soonest due first, overdue flagged). */
export async function supportQueue(
  deps: AppDeps,
  query: PageRequest & { state: 'open' | 'done' },
): Promise<{ rows: SupportCall[]; total: number }> {
  const db = deps.database.db;
  const page = await pageSupportCalls(db, query.state, query.perPage, pageOffset(query));
  return { rows: await withClients(db, page.rows, deps.clock.now()), total: page.total };
}

/** A support person marks a call made, with its outcome (audited). Done already: 409. */
export async function completeSupportCall(
  deps: AppDeps,
  actor: Actor,
  callId: number,
  body: Output<typeof supportCallDoneBody>,
): Promise<SupportCall> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const row = await db.transaction(async (tx) => {
    const done = await markSupportCallDone(tx, callId, {
      doneAt: now,
      doneBy: actor.userId,
      outcome: body.outcome,
      note: body.note ?? null,
    });
    if (!done) {
      if (await findSupportCall(tx, callId)) throw new AppError('conflict');
      throw new AppError('not_found');
    }
    await auditStaffAction(
      tx,
      actor,
      'support_call_done',
      { call_id: done.id, reason: done.reason, outcome: body.outcome },
      done.userId,
    );
    return done;
  });
  const [view] = await withClients(db, [row], now);
  if (!view) throw new Error('support call view missing');
  return view;
}
