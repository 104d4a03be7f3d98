import type { FastifyInstance } from 'fastify';
import { staffEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { refundFactor, staffFactor } from './refunds.service';

const SUPPORT = { roles: ['support', 'admin'] } as const;

/** Support's view of a factor and its refunds. */
export async function refundsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const gateways = deps.paymentGateways;
  route(
    app,
    staffEndpoints.getStaffFactor,
    async ({ params, actor }) => ({
      data: await staffFactor(deps, params.factorID, actor.locale),
    }),
    SUPPORT,
  );
  route(
    app,
    staffEndpoints.refundFactor,
    async ({ actor, params, body, request }) => ({
      data: await refundFactor(deps, gateways, actor, params.factorID, body, request.log),
    }),
    SUPPORT,
  );
}
