import type { FastifyInstance } from 'fastify';
import { devTelegramEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { createTelegramLinkToken } from './telegram-link.service';

/** Development only (never registered in production): plays our Telegram bot. */
export async function devTelegramRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, devTelegramEndpoints.createTelegramLink, async ({ body }) => {
    const token = await createTelegramLinkToken(deps, {
      telegramId: body.telegram_id,
      telegramUsername: body.telegram_username ?? null,
    });
    return {
      data: { token, url: `/fa/initialize?telegram_auth_token=${encodeURIComponent(token)}` },
    };
  });
}
