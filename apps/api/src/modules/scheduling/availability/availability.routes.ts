import type { FastifyInstance } from 'fastify';
import { sessionEndpoints, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import type { BookedTimes } from './free-slots.service';
import { getPreferredTimes, setPreferredTimes } from './preferred-times.service';
import { doctorTimes, triageTimes } from './times.service';

/**
 * Free slots for clients (a therapist's, every evaluator's) and the client's preferred periods.
 * `bookedTimes` comes from the sessions slice, handed over by the scheduling composition.
 */
export async function availabilityRoutes(
  app: FastifyInstance,
  { deps, bookedTimes }: { deps: AppDeps; bookedTimes: BookedTimes },
) {
  route(app, sessionEndpoints.doctorTimes, async ({ auth, params, query }) => ({
    data: await doctorTimes(deps, bookedTimes, auth.user, params.doctorId, query),
  }));

  route(app, sessionEndpoints.triageTimes, async ({ auth, body }) => ({
    data: await triageTimes(deps, bookedTimes, auth.user, body),
  }));

  route(app, sessionEndpoints.getUserTimes, async ({ auth }) => ({
    data: await getPreferredTimes(deps, auth.user.id),
  }));

  route(app, sessionEndpoints.setUserTimes, async ({ auth, body, request }) => ({
    data: await setPreferredTimes(deps, auth.user.id, body.times),
    message: translateMessage(request.locale, 'ok.times'),
  }));
}
