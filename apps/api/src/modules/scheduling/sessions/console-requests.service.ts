import type {
  ConsoleRequest,
  declineRequestBody,
  Output,
  proposeRequestBody,
  RequestState,
} from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { clientReached } from '../../../lib/client-milestones';
import { AppError } from '../../../lib/app-error';
import type { PageRequest } from '../../../lib/pagination';
import { pageOffset } from '../../../lib/pagination';
import { isFreeSlot } from '../availability';
import { scheduledSessionsBetween } from './busy.repository';
import type { TherapistRow } from '../therapists';
import { requireTherapist } from './booking-transaction';
import { declinedNotice, proposedNotice } from './notices';
import { toConsoleRequest } from './request-view';
import {
  findRequestRecord,
  isVisibleTo,
  lockRequest,
  OPEN_REQUEST_STATES,
  pageConsoleRequests,
  updateRequest,
  type RequestRow,
} from './requests.repository';
import type { SchedulingContext } from './scheduling-context';

export async function consoleRequests(
  db: Executor,
  therapistUserId: number,
  query: PageRequest & { state: RequestState },
): Promise<{ rows: ConsoleRequest[]; total: number }> {
  const therapist = await requireTherapist(db, therapistUserId);
  const page = await pageConsoleRequests(
    db,
    therapist.id,
    query.state,
    query.perPage,
    pageOffset(query),
  );
  return { rows: page.rows.map(toConsoleRequest), total: page.total };
}

/** A request this therapist may answer, locked, open and at the version they saw. */
async function lockAnswerable(
  tx: Executor,
  therapist: TherapistRow,
  requestId: number,
  version: number,
): Promise<RequestRow> {
  const request = await lockRequest(tx, requestId);
  if (!request || request.kind !== 'therapy' || !isVisibleTo(request, therapist.id))
    throw new AppError('not_found');
  if (!OPEN_REQUEST_STATES.includes(request.state)) throw new AppError('request_not_open');
  if (request.version !== version) throw new AppError('version_conflict');
  return request;
}

async function consoleView(db: Executor, requestId: number): Promise<ConsoleRequest> {
  const record = await findRequestRecord(db, requestId);
  if (!record) throw new Error(`request ${requestId} vanished`);
  return toConsoleRequest(record);
}

/** Offer the client another time (a free slot now); booking waits for the client to accept. */
export async function proposeTime(
  ctx: SchedulingContext,
  therapistUserId: number,
  requestId: number,
  body: Output<typeof proposeRequestBody>,
): Promise<ConsoleRequest> {
  const db = ctx.deps.database.db;
  const therapist = await requireTherapist(db, therapistUserId);
  const now = ctx.deps.clock.now();
  const start = new Date(body.start);
  const note = body.note || null;
  const request = await db.transaction(async (tx) => {
    const locked = await lockAnswerable(tx, therapist, requestId, body.version);
    if (
      !(await isFreeSlot(
        tx,
        { therapistId: therapist.id, start, kind: 'therapy', now },
        scheduledSessionsBetween,
      ))
    )
      throw new AppError('slot_taken');
    return updateRequest(tx, locked.id, {
      state: 'proposed',
      proposedStart: start,
      proposedWeekly: body.weekly,
      proposedBy: therapist.id,
      therapistNote: note,
    });
  });
  await ctx.notify([proposedNotice(request.userId, therapist, start, note)]);
  return consoleView(db, requestId);
}

/** Decline: the client is told; the credits the request held are free again. */
export async function declineRequest(
  ctx: SchedulingContext,
  therapistUserId: number,
  requestId: number,
  body: Output<typeof declineRequestBody>,
): Promise<ConsoleRequest> {
  const db = ctx.deps.database.db;
  const therapist = await requireTherapist(db, therapistUserId);
  const note = body.note || null;
  const request = await db.transaction(async (tx) => {
    const locked = await lockAnswerable(tx, therapist, requestId, body.version);
    await clientReached(tx, locked.userId, 'request_closed');
    return updateRequest(tx, locked.id, { state: 'declined', therapistNote: note });
  });
  await ctx.notify([declinedNotice(request.userId, therapist, note)]);
  return consoleView(db, requestId);
}
