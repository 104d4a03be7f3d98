import type { FastifyInstance } from 'fastify';
import { sessionEndpoints as api, translateMessage } from '@ravan/contract';
import { pageMeta } from '../../../lib/pagination';
import { route } from '../../../lib/route';
import { cancelSession, previewChange, rescheduleSession } from './change.service';
import type { SchedulingContext } from './scheduling-context';
import { ownSession, searchSessions } from './sessions-read.service';
import { bookEvaluation, evaluationPackage } from './triage.service';

/** The client's booked sessions: lists, one card, the change preview, cancel and reschedule. */
export function clientSessionsRoutes(app: FastifyInstance, ctx: SchedulingContext): void {
  const db = ctx.deps.database.db;
  const now = () => ctx.deps.clock.now();

  route(app, api.searchSessions, async ({ auth, query, body }) => {
    const page = await searchSessions(db, auth.user.id, now(), query, body);
    return { data: page.rows, meta: pageMeta(query, page.total) };
  });
  route(app, api.allExceptRequestSessions, async ({ auth, query }) => {
    const page = await searchSessions(db, auth.user.id, now(), query, { scope: 'all' });
    return { data: page.rows, meta: pageMeta(query, page.total) };
  });
  route(app, api.getSession, async ({ auth, params }) => ({
    data: await ownSession(db, auth.user.id, params.id, now()),
  }));
  route(app, api.previewChange, async ({ auth, params, query }) => ({
    data: await previewChange(ctx, auth.user.id, params.id, query.action),
  }));
  route(app, api.cancelSession, async ({ auth, params, body, request }) => ({
    data: await cancelSession(ctx, auth.user.id, params.id, body),
    message: translateMessage(request.locale, 'ok.session_cancelled'),
  }));
  route(app, api.rescheduleSession, async ({ auth, params, body, request }) => ({
    data: await rescheduleSession(ctx, auth.user.id, params.id, body),
    message: translateMessage(request.locale, 'ok.session_rescheduled'),
  }));

  route(app, api.triageRequest, async ({ auth, body, request }) => ({
    data: await bookEvaluation(ctx, auth.user, body),
    message: translateMessage(request.locale, 'ok.evaluation_booked'),
  }));
  route(app, api.preSessionPackageInfo, async ({ auth }) => ({
    data: await evaluationPackage(ctx, auth.user),
  }));
}
