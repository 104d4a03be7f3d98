import type { Executor } from '../../db/client';
import { outboxMessages } from '../../modules/platform/outbox/outbox-messages.table';
import type { MessageSender, OutgoingMessage } from './message-sender';

/** The built-in provider: every message is kept in the outbox table (dev mailbox, tests). */
export function outboxSender(db: Executor): MessageSender {
  return {
    async send(message: OutgoingMessage) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.to.toLowerCase(),
        subject: message.subject ?? null,
        body: message.body,
        attachments: message.attachments ?? null,
      });
    },
  };
}
