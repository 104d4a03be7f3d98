import type { FastifyInstance } from 'fastify';
import { accountEndpoints, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { platformForHost } from '../../platform/platforms';
import { acceptConsent } from './consent.service';

export async function consentRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, accountEndpoints.submitConsent, async ({ auth, body, request, origin }) => ({
    data: {
      profile: await acceptConsent(
        deps,
        auth.user,
        await platformForHost(deps, request.host),
        body.consent_version,
        origin,
      ),
    },
    message: translateMessage(request.locale, 'ok.consent'),
  }));
}
