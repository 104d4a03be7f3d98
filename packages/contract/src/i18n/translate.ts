import {
  ACCOUNT_LOCK_MINUTES,
  ACCOUNT_WIDE_LOCK_HOURS,
  CHIEF_COMPLAINT_MIN_LENGTH,
  OTP_LENGTH,
  OTP_TTL_MINUTES,
  PASSWORD_MIN_LENGTH,
  RECEIPT_MAX_BYTES,
} from '../common/constants';
import type { Locale } from '../common/locale';
import { createIcuCatalogue, type IcuValues } from './icu';
import { messagesEn } from './messages.en';
import { messagesFa, type MessageKey } from './messages.fa';

const catalogue = createIcuCatalogue<MessageKey>({ fa: messagesFa, en: messagesEn });

const MEGABYTE = 1024 * 1024;

/**
 * The numbers these messages state, from the constants the rules use, so the text cannot drift
 * from the check (a message is keyed by its code alone, so its values are fixed here).
 */
export const MESSAGE_VALUES: Partial<Record<MessageKey, IcuValues>> = {
  account_locked: { minutes: ACCOUNT_LOCK_MINUTES },
  account_locked_everywhere: { hours: ACCOUNT_WIDE_LOCK_HOURS },
  file_invalid: { megabytes: RECEIPT_MAX_BYTES / MEGABYTE },
  file_too_large: { megabytes: RECEIPT_MAX_BYTES / MEGABYTE },
  'v.password_min': { min: PASSWORD_MIN_LENGTH },
  'v.otp': { length: OTP_LENGTH },
  'v.chief_complaint_min': { min: CHIEF_COMPLAINT_MIN_LENGTH },
  'ok.code_sent': { length: OTP_LENGTH, minutes: OTP_TTL_MINUTES },
};

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messagesFa, key);
}

/** The message for a key in a language; unknown keys fall back to the generic "not valid". */
export function translateMessage(locale: Locale, key: string): string {
  const known: MessageKey = isMessageKey(key) ? key : 'v.invalid';
  return catalogue.format(locale, known, MESSAGE_VALUES[known]);
}
