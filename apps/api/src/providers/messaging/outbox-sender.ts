import type { Executor } from '../../db/client';
import { insertOutboxMessage } from '../../modules/platform/outbox';
import type { MessageSender, OutgoingMessage } from './message-sender';

/** The built-in provider: every message is kept in the outbox (dev mailbox, tests). */
export function outboxSender(db: Executor): MessageSender {
  return {
    async send(message: OutgoingMessage) {
      await insertOutboxMessage(db, {
        channel: message.channel,
        recipient: message.to,
        subject: message.subject ?? null,
        body: message.body,
        attachments: message.attachments ?? null,
      });
    },
  };
}
