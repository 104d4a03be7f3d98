import { defineEndpoint } from '../common/endpoint';
import { dataOf, pageOf, pageQuery } from '../common/envelope';
import { z } from '../common/zod-setup';
import { PAGE_SIZE } from '../common/constants';
import {
  acceptProposalBody,
  cancelSessionBody,
  changeConsequence,
  changePreviewQuery,
  changeRequestBody,
  changeResult,
  cycle,
  cycleBody,
  doctorParams,
  preSessionPackage,
  requestParams,
  requestTimesParams,
  rescheduleSessionBody,
  sessionParams,
  sessionRequestBody,
  sessionRequestView,
  sessionSearchBody,
  sessionSearchQuery,
  sessionView,
  soonestQuery,
  soonestSlot,
  therapistSummary,
  timesQuery,
  timesResult,
  triageRequestBody,
  triageTimesBody,
  triageTimesResult,
  userTimesBody,
  userTimesResult,
} from './scheduling.schema';

/*
 * The client's side of scheduling (SPEC.md §7 "Sessions"). Everything here is per user: a
 * session, request or cycle of someone else answers 404. Answers with a therapy subject are
 * `sensitive` (no-store).
 */
const tags = ['sessions'] as const;

export const listDoctors = defineEndpoint({
  method: 'GET',
  path: '/doctors',
  access: 'public',
  summary: 'Active therapists and evaluators with their profile',
  tags,
  response: dataOf(z.array(therapistSummary)),
});

export const doctorsSoonest = defineEndpoint({
  method: 'GET',
  path: '/doctors/soonest',
  access: 'public',
  summary:
    'Each active therapist’s soonest free slot within the next `days` days (one pass for all)',
  tags,
  query: soonestQuery,
  response: dataOf(z.array(soonestSlot)),
});

/** Public: guests see free times too (SPEC.md §2 calendar); a profile's zone is the default. */
export const doctorTimes = defineEndpoint({
  method: 'GET',
  path: '/user/doctor/:doctorId/times',
  access: 'public',
  summary: 'A therapist’s free 45-minute slots over local days in the viewer’s zone',
  tags,
  params: doctorParams,
  query: timesQuery,
  response: dataOf(timesResult),
});

export const getUserTimes = defineEndpoint({
  method: 'GET',
  path: '/user/times',
  access: 'user',
  summary: 'The client’s preferred periods per weekday',
  tags,
  response: dataOf(userTimesResult),
});

export const setUserTimes = defineEndpoint({
  method: 'POST',
  path: '/user/times',
  access: 'user',
  summary: 'Replace the client’s preferred periods (at least one)',
  tags,
  body: userTimesBody,
  response: dataOf(userTimesResult),
});

export const listCycles = defineEndpoint({
  method: 'GET',
  path: '/user/cycles',
  access: 'user',
  summary: 'The client’s therapy subjects, newest first',
  tags,
  response: dataOf(z.array(cycle)),
  sensitive: true,
});

export const createCycle = defineEndpoint({
  method: 'POST',
  path: '/user/cycles',
  access: 'user',
  summary: 'Describe a therapy subject (category and at least 20 characters)',
  tags,
  body: cycleBody,
  response: dataOf(cycle),
  status: 201,
  sensitive: true,
});

export const requestSessions = defineEndpoint({
  method: 'POST',
  path: '/user/sessions/request',
  access: 'user',
  summary: 'Ask for sessions: booked only when a therapist approves',
  tags,
  body: sessionRequestBody,
  response: dataOf(sessionRequestView),
  status: 201,
  sensitive: true,
});

export const listRequests = defineEndpoint({
  method: 'GET',
  path: '/user/sessions/requests',
  access: 'user',
  summary: 'The client’s session requests, open ones first',
  tags,
  response: dataOf(z.array(sessionRequestView)),
  sensitive: true,
});

export const changeRequest = defineEndpoint({
  method: 'POST',
  path: '/user/sessions/request/:userSession',
  access: 'user',
  summary: 'Change or withdraw an open request (version-checked)',
  tags,
  params: requestParams,
  body: changeRequestBody,
  response: dataOf(sessionRequestView),
  sensitive: true,
});

export const requestTimes = defineEndpoint({
  method: 'GET',
  path: '/user/sessions/request/:sessionID/times',
  access: 'user',
  summary: 'Times for a request: the proposed one, or free slots matching the preferred periods',
  tags,
  params: requestTimesParams,
  query: timesQuery,
  response: dataOf(timesResult),
});

export const acceptProposal = defineEndpoint({
  method: 'POST',
  path: '/user/sessions/request/:userSession/accept',
  access: 'user',
  summary: 'Accept the time a therapist proposed: the sessions are booked',
  tags,
  params: requestParams,
  body: acceptProposalBody,
  response: dataOf(z.object({ request: sessionRequestView, sessions: z.array(sessionView) })),
  sensitive: true,
});

export const searchSessions = defineEndpoint({
  method: 'POST',
  path: '/user/sessions/search',
  access: 'user',
  summary: 'The client’s sessions (100 or 10 a page), upcoming soonest first, past latest first',
  tags,
  query: sessionSearchQuery,
  body: sessionSearchBody,
  optionalBody: true,
  response: pageOf(sessionView),
});

export const allExceptRequestSessions = defineEndpoint({
  method: 'GET',
  path: '/user/sessions/allexceptrequestsessions',
  access: 'user',
  summary: 'Every booked session of the client (not the open requests), latest first',
  tags,
  query: pageQuery(PAGE_SIZE.sessions),
  response: pageOf(sessionView),
});

export const getSession = defineEndpoint({
  method: 'GET',
  path: '/user/sessions/:id',
  access: 'user',
  summary: 'One of the client’s sessions',
  tags,
  params: sessionParams,
  response: dataOf(sessionView),
});

export const previewChange = defineEndpoint({
  method: 'GET',
  path: '/user/sessions/:id/change-preview',
  access: 'user',
  summary: 'What cancelling or moving this session would cost, before the client confirms',
  tags,
  params: sessionParams,
  query: changePreviewQuery,
  response: dataOf(changeConsequence),
});

export const cancelSession = defineEndpoint({
  method: 'POST',
  path: '/user/sessions/:id/cancel',
  access: 'user',
  summary: 'Cancel a session: free 24 hours ahead, otherwise the full fee is charged',
  tags,
  params: sessionParams,
  body: cancelSessionBody,
  response: dataOf(changeResult),
});

export const rescheduleSession = defineEndpoint({
  method: 'POST',
  path: '/user/sessions/:id/reschedule',
  access: 'user',
  summary: 'Move a session to a free slot of the same therapist',
  tags,
  params: sessionParams,
  body: rescheduleSessionBody,
  response: dataOf(changeResult),
});

export const triageTimes = defineEndpoint({
  method: 'POST',
  path: '/user/sessions/triage-times',
  access: 'user',
  summary: 'Free 15-minute evaluation slots of every evaluator',
  tags,
  body: triageTimesBody,
  optionalBody: true,
  response: dataOf(triageTimesResult),
});

export const triageRequest = defineEndpoint({
  method: 'POST',
  path: '/user/sessions/triage-request',
  access: 'user',
  summary: 'Book the free evaluation session at a slot (first come; a lost race answers 409)',
  tags,
  body: triageRequestBody,
  response: dataOf(sessionView),
  status: 201,
});

export const preSessionPackageInfo = defineEndpoint({
  method: 'POST',
  path: '/user/sessions/pre-session-package',
  access: 'user',
  summary: 'The free evaluation: its length, price and the client’s booking if any',
  tags,
  response: dataOf(preSessionPackage),
});
