import type { FastifyInstance } from 'fastify';
import { accountEndpoints, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { requestOrigin } from '../../platform/audit';
import { attachTelegramFromToken, attachTelegramFromWidget } from './telegram-link.service';

export async function telegramRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, accountEndpoints.attachTelegram, async ({ auth, body, request }) => ({
    data: {
      profile: await attachTelegramFromWidget(deps, auth.user, body, requestOrigin(request)),
    },
    message: translateMessage(request.locale, 'ok.telegram'),
  }));

  route(app, accountEndpoints.submitTelegramToken, async ({ auth, body, request }) => ({
    data: {
      profile: await attachTelegramFromToken(
        deps,
        auth.user,
        body.telegram_auth_token,
        requestOrigin(request),
      ),
    },
    message: translateMessage(request.locale, 'ok.telegram'),
  }));
}
