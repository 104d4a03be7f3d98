import type { MessageSender, OutgoingMessage } from './message-sender';

/** Picks the sender per channel: e.g. email by SMTP, WhatsApp and Telegram to the outbox. */
export function routingSender(
  byChannel: Partial<Record<OutgoingMessage['channel'], MessageSender>>,
  fallback: MessageSender,
): MessageSender {
  return {
    send: (message) => (byChannel[message.channel] ?? fallback).send(message),
  };
}
