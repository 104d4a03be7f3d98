import {
  EVALUATION_SESSION_MINUTES,
  type Output,
  type preSessionPackage,
  type SessionView,
  type triageRequestBody,
} from '@ravan/contract';
import type { UserRow } from '../../accounts/identity';
import { platformCurrency } from './contacts';
import { bookEvaluationAt } from './evaluation-booking.service';
import type { SchedulingContext } from './scheduling-context';
import { toSessionView } from './session-view';
import { findSessionRecord, latestEvaluation } from './session-records';

/**
 * The free 15-minute evaluation (SPEC.md §1) at a free evaluation slot, with the chosen evaluator
 * or the first one free then: held and booked in one transaction (evaluation-booking.service), so
 * it races with `reserve-time` holds on the same constraint. One open evaluation per client.
 */
export async function bookEvaluation(
  ctx: SchedulingContext,
  user: UserRow,
  body: Output<typeof triageRequestBody>,
): Promise<SessionView> {
  const booked = await bookEvaluationAt(ctx, user, {
    start: new Date(body.start),
    evaluatorId: body.evaluator_id,
  });
  const record = await findSessionRecord(ctx.deps.database.db, booked.sessionId);
  if (!record) throw new Error(`session ${booked.sessionId} vanished`);
  return toSessionView(record, ctx.deps.clock.now());
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
