import { defineEndpoint } from '../common/endpoint';
import { dataOf } from '../common/envelope';
import { z } from '../common/zod-setup';

/**
 * Development only: plays our Telegram bot. It makes the single-use link the bot would send a
 * chat, so linking Telegram can be tried (and tested) without Telegram.
 */
export const createTelegramLink = defineEndpoint({
  method: 'POST',
  path: '/dev/telegram-link',
  access: 'public',
  summary: 'Development: the link our Telegram bot would send a chat (absent in production)',
  tags: ['development'],
  body: z.object({
    telegram_id: z.int().check(z.positive()),
    telegram_username: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  }),
  response: dataOf(z.object({ token: z.string(), url: z.string() })),
  status: 201,
});
