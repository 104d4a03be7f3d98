import type { FastifyInstance } from 'fastify';
import { staffEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../app-deps';
import { pageMeta, pageOffset } from '../../lib/pagination';
import { route } from '../../lib/route';
import { createPaymentGateways, type PaymentGateways } from '../../providers/payments';
import {
  createCoupon,
  createGiftCode,
  deactivateCoupon,
  pageCoupons,
  pageGiftCodes,
} from './coupons-admin.service';
import { listRates, setRate } from './exchange-rates-admin.service';
import {
  createPackage,
  listAllPackages,
  setPackagePrices,
  updatePackage,
} from './packages-admin.service';
import { refundFactor, staffFactor } from './refunds.service';

const SUPPORT = { roles: ['support', 'admin'] } as const;
const ADMIN = { roles: ['admin'] } as const;

/** Staff consoles for money: refunds (support and admin); catalogue, codes and rates (admin). */
export async function staffCommerceRoutes(
  app: FastifyInstance,
  {
    deps,
    gateways = createPaymentGateways(deps.config),
  }: { deps: AppDeps; gateways?: PaymentGateways },
) {
  const db = deps.database.db;

  route(
    app,
    staffEndpoints.getStaffFactor,
    async ({ params, request }) => ({
      data: await staffFactor(deps, params.factorID, request.locale),
    }),
    SUPPORT,
  );
  route(
    app,
    staffEndpoints.refundFactor,
    async ({ auth, params, body, request }) => ({
      data: await refundFactor(deps, gateways, auth.user.id, params.factorID, body, request),
    }),
    SUPPORT,
  );

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

  route(
    app,
    staffEndpoints.listCoupons,
    async ({ query }) => {
      const { rows, total } = await pageCoupons(db, query.perPage, pageOffset(query));
      return { data: rows, meta: pageMeta(query, total) };
    },
    ADMIN,
  );
  route(
    app,
    staffEndpoints.createCoupon,
    async ({ auth, body, request }) => ({
      data: await createCoupon(deps, auth.user.id, body, request),
    }),
    ADMIN,
  );
  route(
    app,
    staffEndpoints.deactivateCoupon,
    async ({ auth, params, request }) => ({
      data: await deactivateCoupon(deps, auth.user.id, params.couponId, request),
    }),
    ADMIN,
  );

  route(
    app,
    staffEndpoints.listGiftCodes,
    async ({ query }) => {
      const { rows, total } = await pageGiftCodes(db, query.perPage, pageOffset(query));
      return { data: rows, meta: pageMeta(query, total) };
    },
    ADMIN,
  );
  route(
    app,
    staffEndpoints.createGiftCode,
    async ({ auth, body, request }) => ({
      data: await createGiftCode(deps, auth.user.id, body, request),
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
