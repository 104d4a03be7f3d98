import type { FastifyInstance } from 'fastify';
import { staffEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { listRates, setRate } from './exchange-rates-admin.service';
import {
  createPackage,
  listAllPackages,
  setPackagePrices,
  updatePackage,
} from './packages-admin.service';

const ADMIN = { roles: ['admin'] } as const;

/** The admin's catalogue: packages, their prices and the exchange rates. */
export async function catalogAdminRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const db = deps.database.db;

  route(app, staffEndpoints.listPackages, async () => ({ data: await listAllPackages(db) }), ADMIN);
  route(
    app,
    staffEndpoints.createPackage,
    async ({ auth, body, request }) => ({
      data: await createPackage(deps, auth.user.id, body, request),
    }),
    ADMIN,
  );
  route(
    app,
    staffEndpoints.updatePackage,
    async ({ auth, params, body, request }) => ({
      data: await updatePackage(deps, auth.user.id, params.packageId, body, request),
    }),
    ADMIN,
  );
  route(
    app,
    staffEndpoints.setPackagePrices,
    async ({ auth, params, body, request }) => ({
      data: await setPackagePrices(deps, auth.user.id, params.packageId, body.prices, request),
    }),
    ADMIN,
  );

  route(app, staffEndpoints.listExchangeRates, async () => ({ data: await listRates(db) }), ADMIN);
  route(
    app,
    staffEndpoints.setExchangeRate,
    async ({ auth, params, body, request }) => ({
      data: await setRate(deps, auth.user.id, params.currency, body.minor_per_dollar, request),
    }),
    ADMIN,
  );
}
