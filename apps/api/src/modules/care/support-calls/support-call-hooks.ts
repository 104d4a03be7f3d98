import type { SchedulingHooks } from '../../scheduling/sessions';
import { scheduleSupportCall } from './support-calls.service';

/** Scheduling events that put a client in support's call queue (SPEC.md §1). */
export const supportCallHooks: SchedulingHooks = {
  evaluationBooked: (tx, event) =>
    scheduleSupportCall(tx, {
      userId: event.userId,
      reason: 'presession',
      sourceId: event.sessionId,
      at: event.at,
    }),
  sessionRequested: (tx, event) =>
    scheduleSupportCall(tx, {
      userId: event.userId,
      reason: 'session_request',
      sourceId: event.requestId,
      at: event.at,
    }),
};
