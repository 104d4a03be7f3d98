import { defineEndpoint } from '../common/endpoint';
import { z } from '../common/zod-setup';

/** Development only: messages the built-in providers kept instead of sending. */
export const outbox = defineEndpoint({
  method: 'GET',
  path: '/dev/outbox',
  access: 'public',
  summary: 'Development mailbox: messages to an address, newest first (absent in production)',
  tags: ['development'],
  query: z.object({ to: z.string().check(z.minLength(3), z.maxLength(200)) }),
  response: z.object({
    data: z.array(
      z.object({
        channel: z.enum(['email', 'whatsapp', 'telegram']),
        to: z.string(),
        subject: z.nullable(z.string()),
        body: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
});
