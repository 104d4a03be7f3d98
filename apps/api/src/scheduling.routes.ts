import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { availabilityRoutes } from './modules/availability';
import { therapistsRoutes } from './modules/therapists';
import { sessionsRoutes } from './modules/sessions';

/** Therapists, their hours and free slots, and sessions: composed here so the slices stay apart. */
export async function schedulingRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  await app.register(therapistsRoutes, options);
  await app.register(availabilityRoutes, options);
  await app.register(sessionsRoutes, options);
}
