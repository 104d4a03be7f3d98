import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import type { Executor } from '../../db/client';
import type { SchedulingHooks } from '../scheduling/sessions';
import {
  advanceJourney,
  chooseJourneyPackage,
  chooseJourneyTherapist,
  journeyRoutes,
} from './journey';
import { matchmakingRoutes } from './matchmaking';
import { surveyRoutes } from './onboarding';
import { presessionRoutes } from './presession';
import { supportCallHooks, supportCallsRoutes } from './support-calls';

/**
 * What scheduling's events do in care, in the event's own transaction: a booked evaluation puts
 * the client in support's call queue and moves the journey to `evaluation_booked`; a session
 * request adds the 48-hour call (the journey follows requests through lib/client-milestones).
 */
export const careSchedulingHooks: SchedulingHooks = {
  async evaluationBooked(tx, event) {
    await supportCallHooks.evaluationBooked(tx, event);
    await advanceJourney(tx, event.userId, 'evaluation_booked');
  },
  sessionRequested: supportCallHooks.sessionRequested,
};

/** The evaluator recorded the outcome: the journey is `evaluated`. */
async function evaluated(tx: Executor, event: { userId: number }): Promise<void> {
  await advanceJourney(tx, event.userId, 'evaluated');
}

/** The client took the recommendation: its package and therapist are the journey's choices. */
async function recommendationTaken(
  tx: Executor,
  event: { userId: number; packageId: number; therapistId: number | null },
): Promise<void> {
  await chooseJourneyPackage(tx, event.userId, event.packageId);
  if (event.therapistId !== null) await chooseJourneyTherapist(tx, event.userId, event.therapistId);
}

/**
 * The care domain's routes: the journey, the onboarding survey, matchmaking, the free evaluation
 * and support's call queue.
 */
export async function careRoutes(
  app: FastifyInstance,
  options: { deps: AppDeps; hooks: SchedulingHooks },
) {
  await app.register(journeyRoutes, { deps: options.deps });
  await app.register(surveyRoutes, { deps: options.deps });
  await app.register(presessionRoutes, {
    deps: options.deps,
    hooks: options.hooks,
    onEvaluated: evaluated,
    onRecommendationTaken: recommendationTaken,
  });
  await app.register(supportCallsRoutes, { deps: options.deps });
  await app.register(matchmakingRoutes, { deps: options.deps });
}
