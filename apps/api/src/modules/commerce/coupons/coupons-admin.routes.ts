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
    async ({ body, actor }) => ({
      data: await createCoupon(deps, body, actor),
    }),
    ADMIN,
  );
  route(
    app,
    staffEndpoints.deactivateCoupon,
    async ({ params, actor }) => ({
      data: await deactivateCoupon(deps, params.couponId, actor),
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
    async ({ body, actor }) => ({
      data: await createGiftCode(deps, body, actor),
    }),
    ADMIN,
  );
}
