import { DEFAULT_LOCALE, isLocale, type Locale } from '@ravan/contract';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

/**
 * The language of the page: the URL's first segment; on root-level screens (reset link, payment
 * return, social login) a `?lang=` the link carries; else the last one chosen; else Persian.
 */
export function currentLocale(): Locale {
  const segment = window.location.pathname.split('/')[1];
  if (isLocale(segment)) return segment;
  const fromLink = new URLSearchParams(window.location.search).get('lang');
  if (isLocale(fromLink)) return fromLink;
  const stored = readStorage(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function rememberLocale(locale: Locale): void {
  writeStorage(STORAGE_KEYS.locale, locale);
}
