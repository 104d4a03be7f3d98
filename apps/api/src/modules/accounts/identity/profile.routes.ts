import type { FastifyInstance } from 'fastify';
import { accountEndpoints, profileEndpoints, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { toDemographics, updateDemographics } from './demographics.service';
import { getOwnProfile, updateOwnProfile } from './profile.service';

export async function profileRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, profileEndpoints.getProfile, async ({ auth }) => ({
    data: { profile: getOwnProfile(auth.user) },
  }));

  route(app, profileEndpoints.updateProfile, async ({ auth, body, request, origin }) => ({
    data: { profile: await updateOwnProfile(deps, auth.user, body, origin) },
    message: translateMessage(request.locale, 'ok.profile'),
  }));

  route(app, accountEndpoints.getDemographics, async ({ auth }) => ({
    data: { demographics: toDemographics(auth.user) },
  }));

  route(app, accountEndpoints.updateDemographics, async ({ auth, body, request, origin }) => ({
    data: { demographics: await updateDemographics(deps, auth.user, body, origin) },
    message: translateMessage(request.locale, 'ok.demographics'),
  }));
}
