import type { FastifyInstance } from 'fastify';
import { sessionEndpoints, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import type { BookedTimes } from './free-slots.service';
import { getPreferredTimes, setPreferredTimes } from './preferred-times.service';
import { soonestSlots, type BookedTimesOfMany } from './soonest.service';
import { doctorTimes, triageTimes } from './times.service';

/**
 * Free slots (a therapist's and every therapist's soonest, both public; every evaluator's) and
 * the client's preferred periods. `bookedTimes` and `bookedTimesOfMany` come from the sessions
 * slice, handed over by the scheduling composition.
 */
export async function availabilityRoutes(
  app: FastifyInstance,
  {
    deps,
    bookedTimes,
    bookedTimesOfMany,
  }: { deps: AppDeps; bookedTimes: BookedTimes; bookedTimesOfMany: BookedTimesOfMany },
) {
  // Guests see free times too (SPEC.md §2 calendar); a signed-in viewer's profile zone is used.
  route(app, sessionEndpoints.doctorTimes, async ({ params, query, request }) => {
    const session = await app.optionalUser(request);
    return {
      data: await doctorTimes(
        deps,
        bookedTimes,
        { tz: session?.user.tz ?? null },
        params.doctorId,
        query,
      ),
    };
  });

  route(app, sessionEndpoints.doctorsSoonest, async ({ query, request }) => {
    const session = await app.optionalUser(request);
    return { data: await soonestSlots(deps, bookedTimesOfMany, session?.user ?? null, query) };
  });

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
