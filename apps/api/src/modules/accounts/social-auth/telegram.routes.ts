import type { FastifyInstance } from 'fastify';
import { accountEndpoints, translateMessage } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { attachTelegramFromToken, attachTelegramFromWidget } from './telegram-link.service';

export async function telegramRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, accountEndpoints.attachTelegram, async ({ auth, body, request, origin }) => ({
    data: {
      profile: await attachTelegramFromWidget(deps, auth.user, body, origin),
    },
    message: translateMessage(request.locale, 'ok.telegram'),
  }));

  route(app, accountEndpoints.submitTelegramToken, async ({ auth, body, request, origin }) => ({
    data: {
      profile: await attachTelegramFromToken(deps, auth.user, body.telegram_auth_token, origin),
    },
    message: translateMessage(request.locale, 'ok.telegram'),
  }));
}
