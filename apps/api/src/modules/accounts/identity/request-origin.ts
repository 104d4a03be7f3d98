import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { requestOrigin } from '../../platform/audit';
import { platformForHost } from '../../platform/platforms';
import type { Origin } from './auth.service';

export async function originOf(deps: AppDeps, request: FastifyRequest): Promise<Origin> {
  const platform = await platformForHost(deps, request.host);
  return { ...requestOrigin(request), platformId: platform.id, locale: request.locale };
}
