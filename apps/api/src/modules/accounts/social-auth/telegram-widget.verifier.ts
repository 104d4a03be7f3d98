import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Login Widget data is believed for a day (Telegram's own example uses 86400 s). */
export const TELEGRAM_AUTH_MAX_AGE_S = 24 * 60 * 60;
/** …and may come from a clock a little ahead of ours. */
export const TELEGRAM_AUTH_FUTURE_SKEW_S = 5 * 60;

export type TelegramFields = Record<string, string | number | null | undefined> & {
  hash: string;
  auth_date: number;
};

/** Every received field except `hash`, sorted by name, as `key=value` lines joined by "\n". */
export function telegramDataCheckString(fields: TelegramFields): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash' && fields[key] !== undefined && fields[key] !== null)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
}

/** hex HMAC-SHA-256 of the data-check-string, keyed by SHA-256(bot token). */
export function telegramHash(fields: TelegramFields, botToken: string): string {
  const secretKey = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', secretKey).update(telegramDataCheckString(fields)).digest('hex');
}

/**
 * Whether Login Widget data really comes from Telegram for our bot, and is recent:
 * https://core.telegram.org/widgets/login#checking-authorization. The hash is compared in
 * constant time. Fields the contract does not know are dropped before this, so data carrying
 * one fails (safely) rather than passing unchecked.
 */
export function isTelegramLoginValid(fields: TelegramFields, botToken: string, now: Date): boolean {
  const expected = Buffer.from(telegramHash(fields, botToken), 'hex');
  const given = Buffer.from(fields.hash, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const age = now.getTime() / 1000 - fields.auth_date;
  return age <= TELEGRAM_AUTH_MAX_AGE_S && age >= -TELEGRAM_AUTH_FUTURE_SKEW_S;
}
