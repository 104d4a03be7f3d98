import {
  SESSION_MINUTES,
  type acceptProposalBody,
  type approveRequestBody,
  type ConsoleRequest,
  type ConsoleSession,
  type Output,
  type SessionRequestView,
  type SessionView,
} from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { clientReached } from '../../../lib/client-milestones';
import { AppError } from '../../../lib/app-error';
import { isFreeSlot } from '../availability';
import { scheduledSessionsBetween } from './busy.repository';
import { findActiveTherapist, type TherapistRow } from '../therapists';
import { allocateCredits, countByCredit, seriesStarts } from './booking-plan';
import { inBookingTransaction, requireTherapist } from './booking-transaction';
import { changeCreditUse, lockTherapyCredits } from '../../commerce/credits';
import { bookedNotices } from './notices';
import { toConsoleRequest, toRequestView } from './request-view';
import {
  findRequestRecord,
  isVisibleTo,
  lockRequest,
  OPEN_REQUEST_STATES,
  updateRequest,
  type RequestRow,
} from './requests.repository';
import type { SchedulingContext } from './scheduling-context';
import { toConsoleSession, toSessionView } from './session-view';
import { sessionRecordsByIds, type SessionRecord } from './session-records';
import { insertSessions, insertWeeklySlot } from './sessions.repository';

const MINUTE_MS = 60_000;

interface Booking {
  request: RequestRow;
  therapist: TherapistRow;
  start: Date;
  weekly: boolean;
  now: Date;
}

/**
 * Books a locked, open request in the caller's transaction, all or nothing: every start must be
 * a free slot; the client's credits are locked and one is spent per session, oldest first; a
 * weekly series gets its fixed slot; each session gets a meeting room; the request is approved.
 * A concurrent booking of the same time fails the insert (exclusion constraint → slot_taken).
 */
async function bookRequest(ctx: SchedulingContext, tx: Executor, booking: Booking) {
  const { request, therapist, now } = booking;
  const count = booking.weekly ? request.sessions : 1;
  const starts = booking.weekly
    ? seriesStarts(booking.start, count, therapist.tz)
    : [booking.start];
  for (const start of starts) {
    const free =
      start !== null &&
      (await isFreeSlot(
        tx,
        { therapistId: therapist.id, start, kind: 'therapy', now },
        scheduledSessionsBetween,
      ));
    if (!free) throw new AppError('slot_taken');
  }
  const allocation = allocateCredits(await lockTherapyCredits(tx, request.userId), count);
  if (!allocation) throw new AppError('not_enough_sessions');
  for (const [creditId, n] of countByCredit(allocation)) await changeCreditUse(tx, creditId, n);

  const weeklySlotId = booking.weekly
    ? await insertWeeklySlot(tx, {
        userId: request.userId,
        therapistId: therapist.id,
        requestId: request.id,
      })
    : null;
  const rows = await insertSessions(
    tx,
    (starts as Date[]).map((start, i) => ({
      userId: request.userId,
      therapistId: therapist.id,
      kind: 'therapy' as const,
      startsAt: start,
      endsAt: new Date(start.getTime() + SESSION_MINUTES * MINUTE_MS),
      requestId: request.id,
      weeklySlotId,
      creditId: allocation[i] ?? null,
      meetingUrl: ctx.links.roomFor(therapist),
    })),
  );
  await updateRequest(tx, request.id, { state: 'approved', therapistId: therapist.id });
  await clientReached(tx, request.userId, 'session_booked');
  return rows.map((row) => row.id);
}

async function afterBooking(ctx: SchedulingContext, sessionIds: number[]) {
  const records: SessionRecord[] = await sessionRecordsByIds(ctx.deps.database.db, sessionIds);
  for (const { session } of records) ctx.deps.metrics.bookings.inc({ kind: session.kind });
  await ctx.notify(bookedNotices(records));
  return records;
}

async function requestRecord(db: Executor, requestId: number) {
  const record = await findRequestRecord(db, requestId);
  if (!record) throw new Error(`request ${requestId} vanished`);
  return record;
}

/** The therapist approves a request at a slot, once or weekly for every requested session. */
export async function approveRequest(
  ctx: SchedulingContext,
  therapistUserId: number,
  requestId: number,
  body: Output<typeof approveRequestBody>,
): Promise<{ request: ConsoleRequest; sessions: ConsoleSession[] }> {
  const db = ctx.deps.database.db;
  const therapist = await requireTherapist(db, therapistUserId);
  const now = ctx.deps.clock.now();
  const ids = await inBookingTransaction(db, async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!request || request.kind !== 'therapy' || !isVisibleTo(request, therapist.id))
      throw new AppError('not_found');
    if (!OPEN_REQUEST_STATES.includes(request.state)) throw new AppError('request_not_open');
    if (request.version !== body.version) throw new AppError('version_conflict');
    const start = new Date(body.start);
    return bookRequest(ctx, tx, { request, therapist, start, weekly: body.weekly, now });
  });
  const records = await afterBooking(ctx, ids);
  return {
    request: toConsoleRequest(await requestRecord(db, requestId)),
    sessions: records.map((record) => toConsoleSession(record, now)),
  };
}

/** The client accepts the time a therapist proposed: booked exactly as an approval would. */
export async function acceptProposal(
  ctx: SchedulingContext,
  userId: number,
  requestId: number,
  body: Output<typeof acceptProposalBody>,
): Promise<{ request: SessionRequestView; sessions: SessionView[] }> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock.now();
  const ids = await inBookingTransaction(db, async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!request || request.userId !== userId) throw new AppError('not_found');
    if (request.state !== 'proposed' || !request.proposedStart || request.proposedBy === null)
      throw new AppError('request_not_open');
    if (request.version !== body.version) throw new AppError('version_conflict');
    const therapist = await findActiveTherapist(tx, request.proposedBy);
    if (!therapist) throw new AppError('slot_taken');
    const start = request.proposedStart;
    return bookRequest(ctx, tx, { request, therapist, start, weekly: request.proposedWeekly, now });
  });
  const records = await afterBooking(ctx, ids);
  return {
    request: toRequestView(await requestRecord(db, requestId)),
    sessions: records.map((record) => toSessionView(record, now)),
  };
}
