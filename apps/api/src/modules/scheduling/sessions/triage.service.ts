import {
  EVALUATION_SESSION_MINUTES,
  type Output,
  type preSessionPackage,
  type SessionView,
  type triageRequestBody,
} from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../accounts/identity';
import { isFreeSlot } from '../availability';
import { scheduledSessionsBetween } from './busy.repository';
import { findActiveTherapist, listActiveEvaluators, type TherapistRow } from '../therapists';
import { inBookingTransaction } from './booking-transaction';
import { platformCurrency } from './contacts';
import { bookedNotices } from './notices';
import { isUniqueViolationOf } from './pg-errors';
import type { SchedulingContext } from './scheduling-context';
import { toSessionView } from './session-view';
import { findSessionRecord, latestEvaluation } from './session-records';
import { findOpenEvaluation, insertSessions } from './sessions.repository';

const MINUTE_MS = 60_000;
/** migration 0006: one scheduled evaluation per client. */
const ONE_OPEN_EVALUATION = 'sessions_one_open_evaluation';

async function evaluatorsFor(db: Executor, evaluatorId: number | undefined) {
  if (evaluatorId === undefined) return listActiveEvaluators(db);
  const evaluator = await findActiveTherapist(db, evaluatorId);
  if (!evaluator?.isEvaluator) throw new AppError('not_found');
  return [evaluator];
}

/**
 * The free 15-minute evaluation (SPEC.md §1) at a free evaluation slot, with the chosen evaluator
 * or the first one free then. One open evaluation per client (checked, and backed by a unique
 * index); a slot someone else just took answers slot_taken.
 */
export async function bookEvaluation(
  ctx: SchedulingContext,
  user: UserRow,
  body: Output<typeof triageRequestBody>,
): Promise<SessionView> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock.now();
  const start = new Date(body.start);
  let sessionId: number;
  try {
    sessionId = await inBookingTransaction(db, async (tx) => {
      if (await findOpenEvaluation(tx, user.id)) throw new AppError('evaluation_exists');
      let chosen: TherapistRow | undefined;
      for (const evaluator of await evaluatorsFor(tx, body.evaluator_id)) {
        const slot = { therapistId: evaluator.id, start, kind: 'evaluation' as const, now };
        if (await isFreeSlot(tx, slot, scheduledSessionsBetween)) {
          chosen = evaluator;
          break;
        }
      }
      if (!chosen) throw new AppError('slot_taken');
      const [row] = await insertSessions(tx, [
        {
          userId: user.id,
          therapistId: chosen.id,
          kind: 'evaluation',
          startsAt: start,
          endsAt: new Date(start.getTime() + EVALUATION_SESSION_MINUTES * MINUTE_MS),
          meetingUrl: ctx.links.roomFor(chosen),
        },
      ]);
      if (!row) throw new Error('session insert returned nothing');
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolationOf(error, ONE_OPEN_EVALUATION))
      throw new AppError('evaluation_exists', { cause: error });
    throw error;
  }
  const record = await findSessionRecord(db, sessionId);
  if (!record) throw new Error(`session ${sessionId} vanished`);
  await ctx.notify(bookedNotices([record]));
  return toSessionView(record, now);
}

/** The evaluation as a "package": its length, its price (free) and the client's booking if any. */
export async function evaluationPackage(
  ctx: SchedulingContext,
  user: UserRow,
): Promise<Output<typeof preSessionPackage>> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock.now();
  const record = await latestEvaluation(db, user.id);
  return {
    minutes: EVALUATION_SESSION_MINUTES,
    price: 0,
    currency: user.currency ?? (await platformCurrency(db, user.platformId)),
    has_evaluation: record !== undefined,
    session: record ? toSessionView(record, now) : null,
  };
}
