import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isTelegramLoginValid,
  telegramDataCheckString,
  telegramHash,
} from './telegram-widget.verifier';

const BOT_TOKEN = '123456:ABC-test';
const fields = {
  username: 'ali',
  id: 42,
  auth_date: 1_767_225_600,
  first_name: 'Ali',
  last_name: undefined,
  hash: 'ignored',
};

describe('the Telegram Login Widget check', () => {
  it('builds the data-check-string: sorted, key=value, newline-joined, without hash', () => {
    expect(telegramDataCheckString(fields)).toBe(
      'auth_date=1767225600\nfirst_name=Ali\nid=42\nusername=ali',
    );
  });

  it('signs with HMAC-SHA-256 keyed by SHA-256 of the bot token', () => {
    const key = createHash('sha256').update(BOT_TOKEN).digest();
    const expected = createHmac('sha256', key)
      .update('auth_date=1767225600\nfirst_name=Ali\nid=42\nusername=ali')
      .digest('hex');
    expect(telegramHash(fields, BOT_TOKEN)).toBe(expected);
  });

  it('accepts the right hash within a day and refuses a wrong or malformed one', () => {
    const now = new Date(fields.auth_date * 1000 + 60_000);
    const hash = telegramHash(fields, BOT_TOKEN);
    expect(isTelegramLoginValid({ ...fields, hash }, BOT_TOKEN, now)).toBe(true);
    expect(isTelegramLoginValid({ ...fields, hash }, '123456:other', now)).toBe(false);
    expect(isTelegramLoginValid({ ...fields, hash: hash.slice(0, 62) }, BOT_TOKEN, now)).toBe(
      false,
    );
    const later = new Date(fields.auth_date * 1000 + 24 * 3600_000 + 1_000);
    expect(isTelegramLoginValid({ ...fields, hash }, BOT_TOKEN, later)).toBe(false);
  });
});
