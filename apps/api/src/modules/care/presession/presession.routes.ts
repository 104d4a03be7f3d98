import type { FastifyInstance } from 'fastify';
import { presessionEndpoints as api, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { pageMeta } from '../../../lib/pagination';
import { route } from '../../../lib/route';
import { platformForHost } from '../../platform/platforms';
import { createSchedulingContext, type SchedulingHooks } from '../../scheduling/sessions';
import {
  acceptRecommendation,
  type RecommendationTaken,
  evaluatorEvaluations,
  readPrivateNote,
  recommendationOf,
  recordOutcome,
} from './evaluations.service';
import {
  canAttendPresession,
  emptyTimes,
  eventStatusOf,
  processStaticPresession,
  reserveTime,
  setSession,
} from './presession.service';

const THERAPIST = { roles: ['therapist'] } as const;
const SUPPORT = { roles: ['support', 'admin'] } as const;

export interface PresessionOptions {
  deps: AppDeps;
  /** What follows a booked evaluation (support call, journey): composed by the app. */
  hooks: SchedulingHooks;
  /** What follows a recorded outcome (the journey): composed by the app. */
  onEvaluated?: (tx: Executor, event: { userId: number; sessionId: number }) => Promise<void>;
  /** What follows a taken recommendation (the journey's package and therapist). */
  onRecommendationTaken?: RecommendationTaken;
}

/** The free evaluation: times, hold, booking, the event's status, the outcome and its note. */
export async function presessionRoutes(app: FastifyInstance, options: PresessionOptions) {
  const { deps } = options;
  const ctx = createSchedulingContext(deps, app.log, options.hooks);
  const onEvaluated = options.onEvaluated ?? (async () => undefined);
  const onTaken = options.onRecommendationTaken ?? (async () => undefined);

  route(app, api.getEmptyTime, async ({ auth, query, request }) => {
    const slots = await emptyTimes(ctx, auth.user, query);
    return slots.length > 0
      ? { data: slots }
      : { data: slots, message: translateMessage(request.locale, 'no_slots') };
  });
  route(app, api.reserveTime, async ({ auth, body }) => ({
    data: await reserveTime(ctx, auth.user, body),
  }));
  route(app, api.setSession, async ({ auth, body, request }) => ({
    data: await setSession(ctx, auth.user, body),
    message: translateMessage(request.locale, 'ok.evaluation_booked'),
  }));
  route(app, api.processStaticPresession, async ({ auth, body, request }) => ({
    data: await processStaticPresession(ctx, auth.user, body),
    message: translateMessage(request.locale, 'ok.evaluation_booked'),
  }));
  route(app, api.canAttendPresession, async ({ auth, request }) => {
    const answer = await canAttendPresession(ctx, auth.user);
    return answer.reason === 'evaluation_full'
      ? { data: answer, message: translateMessage(request.locale, 'evaluation_full') }
      : { data: answer };
  });
  route(app, api.eventStatusOf, async ({ auth, params }) => ({
    data: await eventStatusOf(ctx, auth.user, params.id),
  }));

  route(app, api.getRecommendation, async ({ auth }) => ({
    data: await recommendationOf(deps, auth.user.id),
  }));
  route(app, api.acceptRecommendation, async ({ auth, request }) => ({
    data: await acceptRecommendation(
      {
        deps,
        user: auth.user,
        platformCurrency: (await platformForHost(deps, request.host)).currency,
        locale: request.locale,
      },
      onTaken,
    ),
  }));

  route(
    app,
    api.listEvaluations,
    async ({ auth, query }) => {
      const page = await evaluatorEvaluations(deps, auth.user.id, query);
      return { data: page.rows, meta: pageMeta(query, page.total) };
    },
    THERAPIST,
  );
  route(
    app,
    api.recordOutcome,
    async ({ actor, params, body }) => ({
      data: await recordOutcome(deps, actor, params.sessionId, body, onEvaluated),
    }),
    THERAPIST,
  );
  route(
    app,
    api.readPrivateNote,
    async ({ actor, params, body }) => ({
      data: await readPrivateNote(deps, actor, params.sessionId, body.reason),
    }),
    SUPPORT,
  );
}
