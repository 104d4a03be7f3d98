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
    async ({ body, actor }) => ({
      data: await createPackage(deps, body, actor),
    }),
    ADMIN,
  );
  route(
    app,
    staffEndpoints.updatePackage,
    async ({ params, body, actor }) => ({
      data: await updatePackage(deps, params.packageId, body, actor),
    }),
    ADMIN,
  );
  route(
    app,
    staffEndpoints.setPackagePrices,
    async ({ params, body, actor }) => ({
      data: await setPackagePrices(deps, params.packageId, body.prices, actor),
    }),
    ADMIN,
  );

  route(app, staffEndpoints.listExchangeRates, async () => ({ data: await listRates(db) }), ADMIN);
  route(
    app,
    staffEndpoints.setExchangeRate,
    async ({ params, body, actor }) => ({
      data: await setRate(deps, params.currency, body.minor_per_dollar, actor),
    }),
    ADMIN,
  );
}
