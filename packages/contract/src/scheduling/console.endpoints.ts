import { defineEndpoint } from '../common/endpoint';
import { dataOf, okBody, pageOf } from '../common/envelope';
import { z } from '../common/zod-setup';
import {
  addExceptionBody,
  approveRequestBody,
  completeResult,
  completeSessionBody,
  consoleRequest,
  consoleRequestParams,
  consoleRequestsQuery,
  consoleSession,
  consoleSessionParams,
  consoleSessionsQuery,
  declineRequestBody,
  exceptionParams,
  hourException,
  noShowBody,
  proposeRequestBody,
  setWeeklyHoursBody,
  staffOverrideBody,
  staffSessionsQuery,
  therapistHours,
  therapistProfileBody,
} from './console.schema';
import { therapistSummary } from './scheduling.schema';

/*
 * The therapist's console (role therapist: only their own hours, requests addressed to them or
 * to "any therapist", and their own sessions) and the staff override (support, admin; audited).
 */
const tags = ['therapist'] as const;

export const getTherapistProfile = defineEndpoint({
  method: 'GET',
  path: '/therapist/profile',
  access: 'user',
  summary: 'The signed-in therapist’s public profile and meeting link',
  tags,
  response: dataOf(z.extend(therapistSummary, { meeting_url: z.nullable(z.string()) })),
});

export const updateTherapistProfile = defineEndpoint({
  method: 'POST',
  path: '/therapist/profile',
  access: 'user',
  summary: 'Change bio, time zone or own meeting link',
  tags,
  body: therapistProfileBody,
  response: dataOf(z.extend(therapistSummary, { meeting_url: z.nullable(z.string()) })),
});

export const getHours = defineEndpoint({
  method: 'GET',
  path: '/therapist/hours',
  access: 'user',
  summary: 'Weekly hours in the therapist’s zone, and exceptions from today on',
  tags,
  response: dataOf(therapistHours),
});

export const setWeeklyHours = defineEndpoint({
  method: 'PUT',
  path: '/therapist/hours/weekly',
  access: 'user',
  summary: 'Replace the weekly hours (booked sessions stay booked)',
  tags,
  body: setWeeklyHoursBody,
  response: dataOf(therapistHours),
});

export const addException = defineEndpoint({
  method: 'POST',
  path: '/therapist/hours/exceptions',
  access: 'user',
  summary: 'A day off, part of a day off, or extra hours on a date',
  tags,
  body: addExceptionBody,
  response: dataOf(hourException),
  status: 201,
});

export const removeException = defineEndpoint({
  method: 'DELETE',
  path: '/therapist/hours/exceptions/:exceptionId',
  access: 'user',
  summary: 'Remove an exception',
  tags,
  params: exceptionParams,
  response: okBody,
});

export const listConsoleRequests = defineEndpoint({
  method: 'GET',
  path: '/therapist/requests',
  access: 'user',
  summary: 'Requests addressed to this therapist or to any therapist, oldest first',
  tags,
  query: consoleRequestsQuery,
  response: pageOf(consoleRequest),
  sensitive: true,
});

export const approveRequest = defineEndpoint({
  method: 'POST',
  path: '/therapist/requests/:requestId/approve',
  access: 'user',
  summary: 'Book the request at a slot, once or weekly for every requested session',
  tags,
  params: consoleRequestParams,
  body: approveRequestBody,
  response: dataOf(z.object({ request: consoleRequest, sessions: z.array(consoleSession) })),
  sensitive: true,
});

export const proposeRequest = defineEndpoint({
  method: 'POST',
  path: '/therapist/requests/:requestId/propose',
  access: 'user',
  summary: 'Offer the client another time; the client accepts it to book',
  tags,
  params: consoleRequestParams,
  body: proposeRequestBody,
  response: dataOf(consoleRequest),
  sensitive: true,
});

export const declineRequest = defineEndpoint({
  method: 'POST',
  path: '/therapist/requests/:requestId/decline',
  access: 'user',
  summary: 'Decline a request; the client is told and the credits stay free',
  tags,
  params: consoleRequestParams,
  body: declineRequestBody,
  response: dataOf(consoleRequest),
  sensitive: true,
});

export const listConsoleSessions = defineEndpoint({
  method: 'GET',
  path: '/therapist/sessions',
  access: 'user',
  summary: 'The therapist’s upcoming (soonest first) or past (latest first) sessions',
  tags,
  query: consoleSessionsQuery,
  response: pageOf(consoleSession),
});

export const completeSession = defineEndpoint({
  method: 'POST',
  path: '/therapist/sessions/:sessionId/complete',
  access: 'user',
  summary: 'Mark a session held, with its actual minutes; overtime is charged to the client',
  tags,
  params: consoleSessionParams,
  body: completeSessionBody,
  response: dataOf(completeResult),
});

export const markNoShow = defineEndpoint({
  method: 'POST',
  path: '/therapist/sessions/:sessionId/no-show',
  access: 'user',
  summary: 'The client did not come: the credit is spent',
  tags,
  params: consoleSessionParams,
  body: noShowBody,
  response: dataOf(consoleSession),
});

export const listStaffSessions = defineEndpoint({
  method: 'GET',
  path: '/staff/sessions',
  access: 'user',
  summary: 'Sessions of a client or therapist, latest first (support, admin)',
  tags: ['staff'],
  query: staffSessionsQuery,
  response: pageOf(consoleSession),
});

export const overrideSession = defineEndpoint({
  method: 'POST',
  path: '/staff/sessions/:sessionId/override',
  access: 'user',
  summary: 'Set a rule aside for one session, with a reason (audited)',
  tags: ['staff'],
  params: consoleSessionParams,
  body: staffOverrideBody,
  response: dataOf(consoleSession),
});
