import type { FastifyInstance } from 'fastify';
import { devEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { OffsetClock } from '../../../lib/clock';
import { route } from '../../../lib/route';

/** POST /dev/clock: only registered when the app runs on a development OffsetClock. */
export async function devClockRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const clock = deps.clock;
  if (!(clock instanceof OffsetClock)) return;
  route(app, devEndpoints.advanceClock, async ({ body }) => {
    clock.advance(body.advance_minutes * 60_000);
    return { data: { now: clock.now().toISOString() } };
  });
}
