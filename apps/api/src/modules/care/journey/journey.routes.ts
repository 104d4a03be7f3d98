import type { FastifyInstance } from 'fastify';
import { journeyEndpoints as api } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { route } from '../../../lib/route';
import { isActivePackage } from '../../commerce/catalog';
import { setPreferredTimes } from '../../scheduling/availability';
import {
  cancelJourney,
  checkJourney,
  chooseJourneyPackage,
  journeyCheck,
  journeyDetail,
  journeyOf,
  journeyRowOf,
  moveJourney,
  startJourney,
} from './journey.service';

const PAID_STATES = new Set(['paid', 'session_requested', 'session_booked']);

/** SPEC.md §7 "Journey": every answer is the caller's own journey. */
export async function journeyRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const db = deps.database.db;

  route(app, api.checkJourney, async ({ auth }) => ({
    data: await checkJourney(db, auth.user.id),
  }));

  route(app, api.startJourney, async ({ auth }) => ({
    data: await db.transaction(async (tx) =>
      journeyDetail(tx, await startJourney(tx, auth.user.id)),
    ),
  }));

  route(app, api.changeJourneyState, async ({ auth, body }) => ({
    data: await db.transaction(async (tx) =>
      journeyDetail(tx, await moveJourney(tx, auth.user.id, body.state)),
    ),
  }));

  route(app, api.getFlowDetail, async ({ auth }) => ({
    data: await db.transaction(async (tx) =>
      journeyDetail(tx, await journeyRowOf(tx, auth.user.id)),
    ),
  }));

  route(app, api.selectJourneyPackage, async ({ auth, body }) => {
    if (!(await isActivePackage(db, body.package_id))) throw new AppError('not_found');
    return {
      data: await db.transaction(async (tx) =>
        journeyDetail(tx, await chooseJourneyPackage(tx, auth.user.id, body.package_id)),
      ),
    };
  });

  route(app, api.changeJourneyTime, async ({ auth, body }) => {
    await setPreferredTimes(deps, auth.user.id, body.times);
    return {
      data: await db.transaction(async (tx) =>
        journeyDetail(tx, await journeyRowOf(tx, auth.user.id)),
      ),
    };
  });

  route(app, api.cancelJourney, async ({ auth }) => ({
    data: await db.transaction(async (tx) =>
      journeyDetail(tx, await cancelJourney(tx, auth.user.id)),
    ),
  }));

  route(app, api.cartSubmittedJourney, async ({ auth }) => {
    const row = await journeyOf(db, auth.user.id);
    const state = row?.state ?? 'started';
    return {
      data: {
        ...journeyCheck(state),
        package_id: row?.packageId ?? null,
        therapist_id: row?.therapistId ?? null,
        paid: PAID_STATES.has(state),
      },
    };
  });
}
