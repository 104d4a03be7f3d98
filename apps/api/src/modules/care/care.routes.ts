import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { journeyRoutes } from './journey';
import { surveyRoutes } from './onboarding';

/** The care domain's routes: the journey (onboarding, matchmaking and the evaluation follow). */
export async function careRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  await app.register(journeyRoutes, options);
  await app.register(surveyRoutes, options);
}
