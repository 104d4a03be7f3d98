import type { FastifyInstance } from 'fastify';
import { consoleEndpoints as api } from '@ravan/contract';
import { pageMeta } from '../../../lib/pagination';
import { route } from '../../../lib/route';
import { completeSession, consoleSessions, markNoShow } from './attendance.service';
import { approveRequest } from './booking.service';
import { consoleRequests, declineRequest, proposeTime } from './console-requests.service';
import type { SchedulingContext } from './scheduling-context';
import { overrideSession, staffSessions } from './staff.service';

const THERAPIST = { roles: ['therapist'] } as const;
const SUPPORT = { roles: ['support', 'admin'] } as const;

/** The therapist's requests and sessions, and the staff view and override of sessions. */
export function consoleRoutes(app: FastifyInstance, ctx: SchedulingContext): void {
  const db = ctx.deps.database.db;

  route(
    app,
    api.listConsoleRequests,
    async ({ auth, query }) => {
      const page = await consoleRequests(db, auth.user.id, query);
      return { data: page.rows, meta: pageMeta(query, page.total) };
    },
    THERAPIST,
  );
  route(
    app,
    api.approveRequest,
    async ({ auth, params, body }) => ({
      data: await approveRequest(ctx, auth.user.id, params.requestId, body),
    }),
    THERAPIST,
  );
  route(
    app,
    api.proposeRequest,
    async ({ auth, params, body }) => ({
      data: await proposeTime(ctx, auth.user.id, params.requestId, body),
    }),
    THERAPIST,
  );
  route(
    app,
    api.declineRequest,
    async ({ auth, params, body }) => ({
      data: await declineRequest(ctx, auth.user.id, params.requestId, body),
    }),
    THERAPIST,
  );

  route(
    app,
    api.listConsoleSessions,
    async ({ auth, query }) => {
      const page = await consoleSessions(ctx, auth.user.id, query);
      return { data: page.rows, meta: pageMeta(query, page.total) };
    },
    THERAPIST,
  );
  route(
    app,
    api.completeSession,
    async ({ actor, params, body }) => ({
      data: await completeSession(ctx, actor, params.sessionId, body),
    }),
    THERAPIST,
  );
  route(
    app,
    api.markNoShow,
    async ({ actor, params, body }) => ({
      data: await markNoShow(ctx, actor, params.sessionId, body),
    }),
    THERAPIST,
  );

  route(
    app,
    api.listStaffSessions,
    async ({ query }) => {
      const page = await staffSessions(ctx, query);
      return { data: page.rows, meta: pageMeta(query, page.total) };
    },
    SUPPORT,
  );
  route(
    app,
    api.overrideSession,
    async ({ actor, params, body }) => ({
      data: await overrideSession(ctx, actor, params.sessionId, body),
    }),
    SUPPORT,
  );
}
