import type { FastifyInstance } from 'fastify';
import { consoleEndpoints, sessionEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import {
  addOwnException,
  getOwnHours,
  getOwnProfile,
  removeOwnException,
  setOwnWeeklyHours,
  updateOwnProfile,
} from './console.service';
import { toTherapistSummary } from './therapist.mapper';
import { listActiveTherapists } from './therapists.repository';

const THERAPIST = { roles: ['therapist'] } as const;

/** The public directory of therapists, and each therapist's console for profile and hours. */
export async function therapistsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, sessionEndpoints.listDoctors, async () => ({
    data: (await listActiveTherapists(deps.database.db)).map(toTherapistSummary),
  }));

  route(
    app,
    consoleEndpoints.getTherapistProfile,
    async ({ auth }) => ({ data: await getOwnProfile(deps, auth.user.id) }),
    THERAPIST,
  );
  route(
    app,
    consoleEndpoints.updateTherapistProfile,
    async ({ auth, body }) => ({ data: await updateOwnProfile(deps, auth.user.id, body) }),
    THERAPIST,
  );
  route(
    app,
    consoleEndpoints.getHours,
    async ({ auth }) => ({ data: await getOwnHours(deps, auth.user.id) }),
    THERAPIST,
  );
  route(
    app,
    consoleEndpoints.setWeeklyHours,
    async ({ auth, body }) => ({ data: await setOwnWeeklyHours(deps, auth.user.id, body.weekly) }),
    THERAPIST,
  );
  route(
    app,
    consoleEndpoints.addException,
    async ({ auth, body }) => ({ data: await addOwnException(deps, auth.user.id, body) }),
    THERAPIST,
  );
  route(
    app,
    consoleEndpoints.removeException,
    async ({ auth, params }) => {
      await removeOwnException(deps, auth.user.id, params.exceptionId);
      return {};
    },
    THERAPIST,
  );
}
