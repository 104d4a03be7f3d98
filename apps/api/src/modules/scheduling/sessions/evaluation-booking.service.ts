import { EVALUATION_SESSION_MINUTES } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../accounts/identity';
import { isFreeSlot, type BookedTimes } from '../availability';
import { findActiveTherapist, listActiveEvaluators, type TherapistRow } from '../therapists';
import { inBookingTransaction } from './booking-transaction';
import { scheduledSessionsBetween } from './busy.repository';
import {
  expireHoldsAt,
  insertHold,
  liveHoldsBetween,
  lockOwnHold,
  markHoldBooked,
  releaseHoldsOf,
} from './evaluation-holds.repository';
import type { EvaluationHoldRow } from './evaluation-holds.table';
import { bookedNotices } from './notices';
import { isDeadlock, isUniqueViolationOf } from './pg-errors';
import type { SchedulingContext } from './scheduling-context';
import { findSessionRecord } from './session-records';
import { findOpenEvaluation, insertSessions } from './sessions.repository';

const MINUTE_MS = 60_000;
/** migration 0006: one scheduled evaluation per client. */
const ONE_OPEN_EVALUATION = 'sessions_one_open_evaluation';
/** migration 0012: one live hold per client, and per evaluator and start. */
const ONE_HOLD_PER_CLIENT = 'evaluation_holds_one_per_client';
const ONE_HOLD_PER_SLOT = 'evaluation_holds_one_per_slot';

export interface BookedEvaluation {
  sessionId: number;
  start: Date;
  end: Date;
}

/**
 * What blocks an evaluator's slot for this viewer: scheduled sessions and other clients' live
 * holds (by the application's clock). The viewer's own hold stays offered to them.
 */
export function evaluationBusy(now: Date, viewerId?: number): BookedTimes {
  return async (db, therapistId, from, to, ignoreSessionId) => {
    const [booked, held] = await Promise.all([
      scheduledSessionsBetween(db, therapistId, from, to, ignoreSessionId),
      liveHoldsBetween(db, {
        therapistId,
        from,
        to,
        now,
        ...(viewerId === undefined ? {} : { exceptUserId: viewerId }),
      }),
    ]);
    return [...booked, ...held];
  };
}

/** The active evaluator, or 404 for anyone else (a therapist who does not evaluate included). */
export async function requireEvaluator(db: Executor, evaluatorId: number): Promise<TherapistRow> {
  const evaluator = await findActiveTherapist(db, evaluatorId);
  if (!evaluator?.isEvaluator) throw new AppError('not_found');
  return evaluator;
}

function sessionIsFree(tx: Executor, therapistId: number, start: Date, now: Date) {
  return isFreeSlot(tx, { therapistId, start, kind: 'evaluation', now }, scheduledSessionsBetween);
}

/**
 * Takes a live hold on the slot inside `tx`. The hold goes in first and the exclusion constraint
 * decides between clients racing for it (the losers' transactions end in 23P01 → slot_taken);
 * only then is the slot checked against sessions, so a booking that committed meanwhile is seen.
 */
async function takeHold(
  ctx: SchedulingContext,
  tx: Executor,
  user: UserRow,
  slot: { evaluator: TherapistRow; start: Date; now: Date },
): Promise<EvaluationHoldRow> {
  const { evaluator, start, now } = slot;
  const end = new Date(start.getTime() + EVALUATION_SESSION_MINUTES * MINUTE_MS);
  if (await findOpenEvaluation(tx, user.id)) throw new AppError('evaluation_exists');
  await releaseHoldsOf(tx, user.id);
  await expireHoldsAt(tx, { therapistId: evaluator.id, start, end }, now);
  const hold = await insertHold(tx, {
    userId: user.id,
    therapistId: evaluator.id,
    startsAt: start,
    endsAt: end,
    expiresAt: new Date(now.getTime() + ctx.deps.config.presessionHoldMinutes * MINUTE_MS),
  });
  if (!(await sessionIsFree(tx, evaluator.id, start, now))) throw new AppError('slot_taken');
  return hold;
}

/**
 * Turns the locked hold into the evaluation session. A hold whose minutes ran out still books
 * while nobody else took the slot: a run-out hold blocks until another client expires it.
 */
async function bookHold(
  ctx: SchedulingContext,
  tx: Executor,
  user: UserRow,
  hold: EvaluationHoldRow,
  now: Date,
): Promise<number> {
  if (hold.state !== 'held') throw new AppError('slot_taken');
  if (await findOpenEvaluation(tx, user.id)) throw new AppError('evaluation_exists');
  if (!(await sessionIsFree(tx, hold.therapistId, hold.startsAt, now)))
    throw new AppError('slot_taken');
  const evaluator = await findActiveTherapist(tx, hold.therapistId);
  if (!evaluator) throw new AppError('slot_taken');
  const [row] = await insertSessions(tx, [
    {
      userId: user.id,
      therapistId: evaluator.id,
      kind: 'evaluation',
      startsAt: hold.startsAt,
      endsAt: hold.endsAt,
      meetingUrl: ctx.links.roomFor(evaluator),
    },
  ]);
  if (!row) throw new Error('session insert returned nothing');
  await markHoldBooked(tx, hold.id, row.id);
  await ctx.hooks.evaluationBooked(tx, {
    userId: user.id,
    sessionId: row.id,
    startsAt: row.startsAt,
    at: now,
  });
  return row.id;
}

async function inEvaluationTransaction<T>(
  ctx: SchedulingContext,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  try {
    return await inBookingTransaction(ctx.deps.database.db, work);
  } catch (error) {
    if (isUniqueViolationOf(error, ONE_OPEN_EVALUATION))
      throw new AppError('evaluation_exists', { cause: error });
    // Another client's hold on this start won; overlapping holds that raced on the exclusion
    // constraint can deadlock instead, and PostgreSQL aborts one of them: it lost the slot too.
    if (isUniqueViolationOf(error, ONE_HOLD_PER_SLOT) || isDeadlock(error))
      throw new AppError('slot_taken', { cause: error });
    // The same client reserving twice at once: the other request holds the slot for them.
    if (isUniqueViolationOf(error, ONE_HOLD_PER_CLIENT))
      throw new AppError('conflict', { cause: error });
    throw error;
  }
}

/** After commit: the booking email, and the booked session's times. */
async function announce(ctx: SchedulingContext, sessionId: number): Promise<BookedEvaluation> {
  const record = await findSessionRecord(ctx.deps.database.db, sessionId);
  if (!record) throw new Error(`session ${sessionId} vanished`);
  ctx.deps.metrics.bookings.inc({ kind: 'evaluation' });
  await ctx.notify(bookedNotices([record]));
  return { sessionId, start: record.session.startsAt, end: record.session.endsAt };
}

/** `reserve-time`: holds an evaluator's slot for the client for PRESESSION_HOLD_MINUTES. */
export async function holdEvaluationSlot(
  ctx: SchedulingContext,
  user: UserRow,
  input: { start: Date; evaluatorId: number },
): Promise<EvaluationHoldRow> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock.now();
  const evaluator = await requireEvaluator(db, input.evaluatorId);
  return inEvaluationTransaction(ctx, (tx) =>
    takeHold(ctx, tx, user, { evaluator, start: input.start, now }),
  );
}

/**
 * `set-session`: books the client's hold. Another client's hold (or none) is 404; a hold
 * already booked answers its session again, so a repeated submit books once.
 */
export async function bookHeldEvaluation(
  ctx: SchedulingContext,
  user: UserRow,
  holdId: number,
): Promise<BookedEvaluation> {
  const now = ctx.deps.clock.now();
  const outcome = await inEvaluationTransaction(ctx, async (tx) => {
    const hold = await lockOwnHold(tx, user.id, holdId);
    if (!hold) throw new AppError('not_found');
    if (hold.state === 'booked' && hold.sessionId !== null)
      return { sessionId: hold.sessionId, fresh: false };
    return { sessionId: await bookHold(ctx, tx, user, hold, now), fresh: true };
  });
  if (outcome.fresh) return announce(ctx, outcome.sessionId);
  const record = await findSessionRecord(ctx.deps.database.db, outcome.sessionId);
  if (!record) throw new Error(`session ${outcome.sessionId} vanished`);
  return {
    sessionId: outcome.sessionId,
    start: record.session.startsAt,
    end: record.session.endsAt,
  };
}

/**
 * Holds and books a slot in one transaction (`triage-request`, `process-static-presession`):
 * with the chosen evaluator, or the first one offering the slot to this client.
 */
export async function bookEvaluationAt(
  ctx: SchedulingContext,
  user: UserRow,
  input: { start: Date; evaluatorId?: number | undefined },
): Promise<BookedEvaluation> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock.now();
  let evaluator: TherapistRow | undefined;
  if (input.evaluatorId !== undefined) {
    evaluator = await requireEvaluator(db, input.evaluatorId);
  } else {
    const busy = evaluationBusy(now, user.id);
    for (const candidate of await listActiveEvaluators(db)) {
      const slot = {
        therapistId: candidate.id,
        start: input.start,
        kind: 'evaluation' as const,
        now,
      };
      if (await isFreeSlot(db, slot, busy)) {
        evaluator = candidate;
        break;
      }
    }
  }
  if (!evaluator) {
    if (await findOpenEvaluation(db, user.id)) throw new AppError('evaluation_exists');
    throw new AppError('slot_taken');
  }
  const chosen = evaluator;
  const sessionId = await inEvaluationTransaction(ctx, async (tx) => {
    const hold = await takeHold(ctx, tx, user, { evaluator: chosen, start: input.start, now });
    return bookHold(ctx, tx, user, hold, now);
  });
  return announce(ctx, sessionId);
}
