import type { FastifyInstance } from 'fastify';
import { presessionEndpoints as api } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { pageMeta } from '../../../lib/pagination';
import { route } from '../../../lib/route';
import { completeSupportCall, supportQueue } from './support-calls.service';

const SUPPORT = { roles: ['support', 'admin'] } as const;

/** Support's call queue (SPEC.md §1): the calls owed and marking one made. */
export async function supportCallsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(
    app,
    api.listSupportCalls,
    async ({ query }) => {
      const page = await supportQueue(deps, query);
      return { data: page.rows, meta: pageMeta(query, page.total) };
    },
    SUPPORT,
  );
  route(
    app,
    api.completeSupportCall,
    async ({ actor, params, body }) => ({
      data: await completeSupportCall(deps, actor, params.callId, body),
    }),
    SUPPORT,
  );
}
