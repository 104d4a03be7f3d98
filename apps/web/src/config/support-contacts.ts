/**
 * How clients reach support outside the app (SPEC.md §1: chat, WhatsApp or Telegram). The one
 * place these contacts live; change them here for a deployment.
 */
export const SUPPORT_CONTACTS = {
  /** International format, digits only, as wa.me expects. */
  whatsappNumber: '989120000000',
  /** Telegram username without the @. */
  telegramHandle: 'ravan_support',
} as const;

export const whatsappUrl = (number: string = SUPPORT_CONTACTS.whatsappNumber) =>
  `https://wa.me/${number}`;
export const telegramUrl = (handle: string = SUPPORT_CONTACTS.telegramHandle) =>
  `https://t.me/${handle}`;
