import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { availabilityRoutes } from './availability';
import { therapistsRoutes } from './therapists';
import {
  scheduledSessionsBetween,
  scheduledSessionsOfMany,
  sessionsRoutes,
  type SchedulingHooks,
} from './sessions';

/** Therapists, their hours and free slots, and sessions: composed here so the slices stay apart. */
export async function schedulingRoutes(
  app: FastifyInstance,
  options: { deps: AppDeps; hooks?: SchedulingHooks },
) {
  await app.register(therapistsRoutes, { deps: options.deps });
  await app.register(availabilityRoutes, {
    deps: options.deps,
    bookedTimes: scheduledSessionsBetween,
    bookedTimesOfMany: scheduledSessionsOfMany,
  });
  await app.register(sessionsRoutes, options);
}
