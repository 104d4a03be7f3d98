import type { Locale } from '@ravan/contract';
import type { Messages } from '../../locales/fa';
import { createTranslator, type Translator } from './translator';

const loaded = new Map<Locale, Translator>();

/** Only the language in use is downloaded; each catalogue is its own chunk. */
export async function loadTranslator(locale: Locale): Promise<Translator> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages: Messages =
    locale === 'fa' ? (await import('../../locales/fa')).fa : (await import('../../locales/en')).en;
  const translator = createTranslator(locale, messages);
  loaded.set(locale, translator);
  return translator;
}

export function loadedTranslator(locale: Locale): Translator | undefined {
  return loaded.get(locale);
}
