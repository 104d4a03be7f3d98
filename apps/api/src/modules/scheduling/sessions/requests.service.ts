import type {
  changeRequestBody,
  Output,
  SessionRequestView,
  sessionRequestBody,
} from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { clientReached } from '../../../lib/client-milestones';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../accounts/identity';
import { findActiveTherapist } from '../therapists';
import { lockTherapyCredits, unusedOf } from '../../commerce/credits';
import { findOwnCycle } from './cycles.repository';
import { toRequestView } from './request-view';
import {
  findRequestRecord,
  insertRequest,
  listClientRequests,
  lockRequest,
  OPEN_REQUEST_STATES,
  sessionsHeldByOpenRequests,
  updateRequest,
  type RequestChanges,
  type RequestRow,
} from './requests.repository';
import type { SchedulingContext } from './scheduling-context';

/** SPEC.md §2: a request needs firstname, lastname, cel and tz on the profile. */
function assertProfileComplete(user: UserRow): void {
  if (!user.firstname || !user.lastname || !user.cel || !user.tz)
    throw new AppError('request_profile_incomplete');
}

/** A therapist the client may ask for: active, and a therapist rather than an evaluator. */
async function assertBookableTherapist(db: Executor, therapistId: number | null): Promise<void> {
  if (therapistId === null) return;
  const therapist = await findActiveTherapist(db, therapistId);
  if (!therapist || therapist.isEvaluator) throw new AppError('not_found');
}

/**
 * SPEC.md §5: at least one session and no more than purchased. Under the client's credit locks,
 * so two requests sent at once cannot both count the same free credits.
 */
async function assertSessionsAvailable(
  tx: Executor,
  userId: number,
  sessions: number,
  exceptRequestId?: number,
): Promise<void> {
  const credits = await lockTherapyCredits(tx, userId);
  if (credits.length === 0) throw new AppError('no_package');
  const unused = credits.reduce((sum, credit) => sum + unusedOf(credit), 0);
  const held = await sessionsHeldByOpenRequests(tx, userId, exceptRequestId);
  if (sessions > unused - held) throw new AppError('not_enough_sessions');
}

async function viewOf(db: Executor, requestId: number): Promise<SessionRequestView> {
  const record = await findRequestRecord(db, requestId);
  if (!record) throw new Error(`request ${requestId} vanished`);
  return toRequestView(record);
}

export async function createRequest(
  ctx: SchedulingContext,
  user: UserRow,
  body: Output<typeof sessionRequestBody>,
): Promise<SessionRequestView> {
  assertProfileComplete(user);
  const db = ctx.deps.database.db;
  const request = await db.transaction(async (tx) => {
    if (!(await findOwnCycle(tx, user.id, body.cycle_id))) throw new AppError('not_found');
    await assertBookableTherapist(tx, body.therapist_id);
    await assertSessionsAvailable(tx, user.id, body.sessions);
    const inserted = await insertRequest(tx, {
      userId: user.id,
      cycleId: body.cycle_id,
      therapistId: body.therapist_id,
      kind: 'therapy',
      sessions: body.sessions,
      times: body.times,
      note: body.note ?? null,
    });
    await clientReached(tx, user.id, 'session_requested');
    await ctx.hooks.sessionRequested(tx, {
      userId: user.id,
      requestId: inserted.id,
      at: ctx.deps.clock.now(),
    });
    return inserted;
  });
  return viewOf(db, request.id);
}

export async function requestsOf(db: Executor, userId: number): Promise<SessionRequestView[]> {
  return (await listClientRequests(db, userId)).map(toRequestView);
}

/** The client's own request, locked, still open and at the version they saw. */
export async function lockOwnOpenRequest(
  tx: Executor,
  userId: number,
  requestId: number,
  version: number,
): Promise<RequestRow> {
  const request = await lockRequest(tx, requestId);
  if (!request || request.userId !== userId) throw new AppError('not_found');
  if (!OPEN_REQUEST_STATES.includes(request.state)) throw new AppError('request_not_open');
  if (request.version !== version) throw new AppError('version_conflict');
  return request;
}

/** Change or withdraw an open request. A change voids a time the therapist proposed. */
export async function changeRequest(
  ctx: SchedulingContext,
  userId: number,
  requestId: number,
  body: Output<typeof changeRequestBody>,
): Promise<SessionRequestView> {
  const db = ctx.deps.database.db;
  await db.transaction(async (tx) => {
    const request = await lockOwnOpenRequest(tx, userId, requestId, body.version);
    if (body.cancel) {
      await clientReached(tx, userId, 'request_closed');
      return updateRequest(tx, request.id, { state: 'cancelled' });
    }
    const changes: RequestChanges = {
      state: 'pending',
      proposedStart: null,
      proposedWeekly: false,
      proposedBy: null,
    };
    if (body.therapist_id !== undefined) {
      await assertBookableTherapist(tx, body.therapist_id);
      changes.therapistId = body.therapist_id;
    }
    if (body.sessions !== undefined) {
      await assertSessionsAvailable(tx, userId, body.sessions, request.id);
      changes.sessions = body.sessions;
    }
    if (body.times !== undefined) changes.times = body.times;
    return updateRequest(tx, request.id, changes);
  });
  return viewOf(db, requestId);
}
