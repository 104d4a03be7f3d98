import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { MESSAGE_CHANNELS, type MessageChannel } from '@ravan/contract';
import { createdAt, inList } from '../../../db/columns';

export type OutboxChannel = MessageChannel;

/**
 * Messages the built-in providers "sent" (development and tests): readable at
 * GET /api/v1/dev/outbox, which does not exist in production.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    /** Attached files (an .ics invitation), kept so the dev mailbox and tests can read them. */
    attachments:
      jsonb('attachments').$type<{ filename: string; content: string; contentType: string }[]>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_messages_recipient_idx').on(table.recipient, table.id),
    inList(table.channel),
  ],
);
