import { defineEndpoint } from '../../common/endpoint';
import { dataOf, pageOf } from '../../common/envelope';
import { z } from '../../common/zod-setup';
import {
  acceptRecommendationResult,
  canAttendResult,
  emptyTimeQuery,
  evaluationItem,
  evaluationParams,
  evaluationsQuery,
  eventParams,
  eventStatus,
  outcomeBody,
  presessionHold,
  presessionSlot,
  privateNote,
  privateNoteBody,
  recommendation,
  reserveTimeBody,
  setSessionBody,
  setSessionResult,
  staticPresessionBody,
  supportCall,
  supportCallDoneBody,
  supportCallParams,
  supportCallsQuery,
} from './presession.schema';

/*
 * The free evaluation (SPEC.md §7 "Pre-session" and "User"), the evaluator's outcome and the
 * support call queue. A client's hold, event or recommendation of someone else answers 404.
 */
const tags = ['presession'] as const;

export const getEmptyTime = defineEndpoint({
  method: 'GET',
  path: '/user/presession/get-empty-time',
  access: 'user',
  summary:
    'Free 15-minute evaluation slots of every evaluator over local days, ascending (held slots excluded)',
  tags,
  query: emptyTimeQuery,
  response: dataOf(z.array(presessionSlot)),
});

export const reserveTime = defineEndpoint({
  method: 'POST',
  path: '/user/presession/reserve-time',
  access: 'user',
  summary: 'Hold a slot for the client for PRESESSION_HOLD_MINUTES (a taken slot answers 409)',
  tags,
  body: reserveTimeBody,
  response: dataOf(presessionHold),
});

export const setSession = defineEndpoint({
  method: 'POST',
  path: '/user/presession/set-session',
  access: 'user',
  summary: 'Book the held slot as the evaluation session, with the personal info it needs',
  tags,
  body: setSessionBody,
  response: dataOf(setSessionResult),
  status: 201,
});

export const canAttendPresession = defineEndpoint({
  method: 'GET',
  path: '/user/presession/can-attend-presession',
  access: 'user',
  summary: 'Whether the client can book an evaluation now, and the WhatsApp link when not',
  tags,
  response: dataOf(canAttendResult),
});

export const processStaticPresession = defineEndpoint({
  method: 'POST',
  path: '/user/process-static-presession',
  access: 'user',
  summary: 'Hold and book an evaluation slot in one step (logged-in client with a profile)',
  tags,
  body: staticPresessionBody,
  response: dataOf(setSessionResult),
  status: 201,
});

export const eventStatusOf = defineEndpoint({
  method: 'GET',
  path: '/user/events/:id/status',
  access: 'user',
  summary: 'One of the client’s sessions: its state, times and the join link once it is near',
  tags,
  params: eventParams,
  response: dataOf(eventStatus),
});

export const getRecommendation = defineEndpoint({
  method: 'GET',
  path: '/user/presession/recommendation',
  access: 'user',
  summary: 'The evaluator’s latest recommendation for the client (null before the evaluation)',
  tags,
  response: dataOf(z.nullable(recommendation)),
  sensitive: true,
});

export const acceptRecommendation = defineEndpoint({
  method: 'POST',
  path: '/user/presession/recommendation/accept',
  access: 'user',
  summary: 'Take the recommendation in one step: its package into the basket, its therapist chosen',
  tags,
  response: dataOf(acceptRecommendationResult),
  sensitive: true,
});

export const listEvaluations = defineEndpoint({
  method: 'GET',
  path: '/therapist/evaluations',
  access: 'user',
  summary: 'The evaluator’s evaluations: upcoming soonest first, past latest first',
  tags,
  query: evaluationsQuery,
  response: pageOf(evaluationItem),
});

export const recordOutcome = defineEndpoint({
  method: 'POST',
  path: '/therapist/evaluations/:sessionId/outcome',
  access: 'user',
  summary: 'Record the evaluation’s outcome: the recommendation and a private note',
  tags,
  params: evaluationParams,
  body: outcomeBody,
  response: dataOf(recommendation),
  sensitive: true,
});

export const readPrivateNote = defineEndpoint({
  method: 'POST',
  path: '/staff/evaluations/:sessionId/note',
  access: 'user',
  summary: 'Read an evaluation’s private note, giving a reason (audited; support and admin)',
  tags,
  params: evaluationParams,
  body: privateNoteBody,
  response: dataOf(privateNote),
  sensitive: true,
});

export const listSupportCalls = defineEndpoint({
  method: 'GET',
  path: '/staff/support-calls',
  access: 'user',
  summary: 'Who support must call and by when: open ones oldest due first, overdue flagged',
  tags,
  query: supportCallsQuery,
  response: pageOf(supportCall),
});

export const completeSupportCall = defineEndpoint({
  method: 'POST',
  path: '/staff/support-calls/:callId/done',
  access: 'user',
  summary: 'Mark a support call done with its outcome',
  tags,
  params: supportCallParams,
  body: supportCallDoneBody,
  response: dataOf(supportCall),
});
