import type { FastifyInstance } from 'fastify';
import { staffEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { pageMeta, pageOffset } from '../../../lib/pagination';
import { route } from '../../../lib/route';
import {
  createCoupon,
  createGiftCode,
  deactivateCoupon,
  pageCoupons,
  pageGiftCodes,
} from './coupons-admin.service';

const ADMIN = { roles: ['admin'] } as const;

/** The admin's coupons and gift codes. */
export async function couponsAdminRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const db = deps.database.db;

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
}
