import type { FastifyInstance } from 'fastify';
import { sessionEndpoints as api, translateMessage } from '@ravan/contract';
import { route } from '../../../lib/route';
import { acceptProposal } from './booking.service';
import { createCycle, cyclesOf } from './cycles.service';
import { requestTimes } from './request-times.service';
import { changeRequest, createRequest, requestsOf } from './requests.service';
import type { SchedulingContext } from './scheduling-context';

/** The client's therapy subjects and session requests (every answer is their own, no-store). */
export function requestsRoutes(app: FastifyInstance, ctx: SchedulingContext): void {
  const db = ctx.deps.database.db;

  route(app, api.listCycles, async ({ auth }) => ({ data: await cyclesOf(db, auth.user.id) }));
  route(app, api.createCycle, async ({ auth, body, request }) => ({
    data: await createCycle(db, auth.user.id, body),
    message: translateMessage(request.locale, 'ok.cycle'),
  }));

  route(app, api.requestSessions, async ({ auth, body, request }) => ({
    data: await createRequest(ctx, auth.user, body),
    message: translateMessage(request.locale, 'ok.session_request'),
  }));
  route(app, api.listRequests, async ({ auth }) => ({ data: await requestsOf(db, auth.user.id) }));
  route(app, api.changeRequest, async ({ auth, params, body }) => ({
    data: await changeRequest(ctx, auth.user.id, params.userSession, body),
  }));
  route(app, api.requestTimes, async ({ auth, params, query }) => ({
    data: await requestTimes(ctx, auth.user, params.sessionID, query),
  }));
  route(app, api.acceptProposal, async ({ auth, params, body }) => ({
    data: await acceptProposal(ctx, auth.user.id, params.userSession, body),
  }));
}
