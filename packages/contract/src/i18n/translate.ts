import type { Locale } from '../common/locale';
import { messagesEn, type MessageKey } from './messages.en';
import { messagesFa } from './messages.fa';

const catalogues: Record<Locale, Record<MessageKey, string>> = { en: messagesEn, fa: messagesFa };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messagesEn, key);
}

/** The message for a key in a language; unknown keys fall back to the generic "not valid". */
export function translateMessage(locale: Locale, key: string): string {
  const catalogue = catalogues[locale];
  return isMessageKey(key) ? catalogue[key] : catalogue['v.invalid'];
}
