import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { MessageSender } from './message-sender';
import { outboxSender } from './outbox-sender';
import { routingSender } from './routing-sender';
import { smtpSender } from './smtp-sender';

export type { MessageSender, OutgoingMessage } from './message-sender';

/** Email goes by SMTP when SMTP_URL is set; everything else lands in the outbox. */
export function createMessageSender(config: Config, db: Executor): MessageSender {
  const outbox = outboxSender(db);
  return config.mail.smtpUrl
    ? routingSender({ email: smtpSender(config.mail.smtpUrl, config.mail.from) }, outbox)
    : outbox;
}
