import type { FastifyInstance } from 'fastify';
import { platformEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { platformForHost, signInProviders, toPlatformInfo } from './platforms.service';

export async function platformsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, platformEndpoints.getPlatformInfo, async ({ request }) => ({
    data: toPlatformInfo(await platformForHost(deps, request.host), signInProviders(deps.config)),
  }));
}
