import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { consoleRoutes } from './console.routes';
import { requestsRoutes } from './requests.routes';
import { createSchedulingContext, type SchedulingHooks } from './scheduling-context';
import { clientSessionsRoutes } from './sessions.routes';

/** Cycles, session requests, bookings, attendance and the staff override (issue 5). */
export async function sessionsRoutes(
  app: FastifyInstance,
  { deps, hooks }: { deps: AppDeps; hooks?: SchedulingHooks },
) {
  const ctx = createSchedulingContext(deps, app.log, hooks);
  requestsRoutes(app, ctx);
  clientSessionsRoutes(app, ctx);
  consoleRoutes(app, ctx);
}

export { scheduledSessionsBetween, scheduledSessionsOfMany } from './busy.repository';
export { matchesPreferredTimes } from './preferred-periods';
export { createCycle } from './cycles.service';
export { cancelSessionInTransaction, cancelLocked, chargeKey } from './session-charges';
export { decideChange, freeReschedulesLeft, type ChangeFacts } from './change-rules';
export { factorOfOwnSession, findSessionRecord, type SessionRecord } from './session-records';
export { lockSession, type SessionRow } from './sessions.repository';
export { toSessionView, cardStateOf } from './session-view';
export {
  claimDueReminders,
  loadScheduledSessions,
  type ReminderKind,
  type ReminderSession,
} from './reminder-claims.repository';
export {
  findSlotsToRelease,
  lastPastStart,
  lockActiveSlot,
  lockFutureSlotSessions,
  markSlotReleased,
} from './slot-release.repository';
export {
  createSchedulingContext,
  NO_SCHEDULING_HOOKS,
  type SchedulingContext,
  type SchedulingHooks,
} from './scheduling-context';
export {
  bookEvaluationAt,
  bookHeldEvaluation,
  evaluationBusy,
  holdEvaluationSlot,
  type BookedEvaluation,
} from './evaluation-booking.service';
export { ownSession } from './sessions-read.service';
export { findOpenEvaluation } from './sessions.repository';
export { pageSessionRecords } from './session-records';
export { requireTherapist } from './booking-transaction';
