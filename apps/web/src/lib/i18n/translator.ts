import { IntlMessageFormat } from 'intl-messageformat';
import { isMessageKey, translateMessage, type Locale, localizeDigits } from '@ravan/contract';
import type { MessageId, Messages } from '../../locales/fa';

export type MessageValues = Record<string, string | number | Date>;

export interface Translator {
  locale: Locale;
  /** A UI string by id, with ICU arguments (plurals, numbers in the locale's digits). */
  t(id: MessageId, values?: MessageValues): string;
  /** A validation or error key from the contract (`v.required`, `email_taken`…). */
  tMessage(key: string): string;
  /** Digits as the language writes them. */
  digits(text: string | number): string;
}

const INTL_LOCALE: Record<Locale, string> = { fa: 'fa-IR', en: 'en-US' };

export function createTranslator(locale: Locale, messages: Messages): Translator {
  const compiled = new Map<MessageId, IntlMessageFormat>();
  const format = (id: MessageId, values?: MessageValues): string => {
    let message = compiled.get(id);
    if (!message) {
      message = new IntlMessageFormat(messages[id], INTL_LOCALE[locale]);
      compiled.set(id, message);
    }
    return String(message.format(values));
  };
  return {
    locale,
    t: (id, values) => (values ? format(id, values) : messages[id]),
    tMessage: (key) => (isMessageKey(key) ? translateMessage(locale, key) : key),
    digits: (text) => localizeDigits(String(text), locale),
  };
}
