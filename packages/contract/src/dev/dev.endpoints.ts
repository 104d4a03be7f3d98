import { defineEndpoint } from '../common/endpoint';
import { z } from '../common/zod-setup';
import { MESSAGE_CHANNELS } from '../platform/platform.schema';

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
        channel: z.enum(MESSAGE_CHANNELS),
        to: z.string(),
        subject: z.nullable(z.string()),
        body: z.string(),
        created_at: z.string(),
      }),
    ),
  }),
});

/** Development and browser tests only (DEV_CLOCK=true): move the server's clock forward. */
export const advanceClock = defineEndpoint({
  method: 'POST',
  path: '/dev/clock',
  access: 'public',
  summary: 'Move the development clock forward (absent unless DEV_CLOCK=true; never in production)',
  tags: ['development'],
  body: z.object({ advance_minutes: z.int().check(z.gte(1), z.lte(60 * 24 * 60)) }),
  response: z.object({ data: z.object({ now: z.string() }) }),
});
