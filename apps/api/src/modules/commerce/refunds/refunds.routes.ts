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
}
