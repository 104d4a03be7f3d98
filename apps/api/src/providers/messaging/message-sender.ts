import type { OutboxChannel } from '../../modules/platform/outbox';

export interface OutgoingMessage {
  channel: OutboxChannel;
  /** Email address, or phone number with country code, or Telegram chat id. */
  to: string;
  subject?: string;
  /** Plain text; never logged. */
  body: string;
  /** Files to attach (email only): e.g. an .ics invitation. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** Sends messages that leave the system. Implementations: outbox (built-in), SMTP email. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}
