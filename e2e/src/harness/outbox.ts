import { setTimeout as sleep } from 'node:timers/promises';

/** One message the built-in providers kept instead of sending (GET /api/v1/dev/outbox). */
export interface OutboxMessage {
  channel: 'email' | 'whatsapp' | 'telegram';
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/** Messages to an address (email or phone number), newest first. */
export async function outbox(baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(`${baseUrl}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  if (response.status !== 200) throw new Error(`dev outbox answered ${response.status}`);
  return ((await response.json()) as { data: OutboxMessage[] }).data;
}

/**
 * Waits for the message number `count` (1 = the first ever) to `to` and answers it. Counting,
 * rather than taking the newest, keeps a test from reading an older code twice.
 */
export async function nthMessage(
  baseUrl: string,
  to: string,
  count: number,
  timeoutMs = 10_000,
): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = await outbox(baseUrl, to);
    const message = messages[messages.length - count];
    if (messages.length >= count && message) return message;
    if (Date.now() > deadline) throw new Error(`no message #${count} to ${to} in the outbox`);
    await sleep(150);
  }
}

/** The 6-digit code in a login-code message. */
export function codeIn(message: OutboxMessage): string {
  const code = /\b(\d{6})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`no 6-digit code in: ${message.body}`);
  return code;
}

/** The path of the reset link in a password-reset email: /password/reset/<token>. */
export function resetPathIn(message: OutboxMessage): string {
  const path = /\/password\/reset\/[A-Za-z0-9_-]+/.exec(message.body)?.[0];
  if (!path) throw new Error(`no reset link in: ${message.body}`);
  return path;
}

/** "123456" → "۱۲۳۴۵۶", as a Persian phone keyboard types it. */
export const persianDigits = (text: string) =>
  text.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
