import { DEFAULT_LOCALE, isLocale, type Locale } from '@ravan/contract';
import { STORAGE_KEYS, readStorage, writeStorage } from '../lib/storage';

/**
 * The language of a page: the URL's first segment; on root-level screens (reset link, payment
 * return, social login, calendar) a `?lang=` the link or the language switch carries; else the
 * last one chosen; else Persian.
 */
export function localeOf(location: { pathname: string; search: string }): Locale {
  const segment = location.pathname.split('/')[1];
  if (isLocale(segment)) return segment;
  const fromLink = new URLSearchParams(location.search).get('lang');
  if (isLocale(fromLink)) return fromLink;
  const stored = readStorage(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

/** The language of the page the browser shows now. */
export function currentLocale(): Locale {
  return localeOf(window.location);
}

export function rememberLocale(locale: Locale): void {
  writeStorage(STORAGE_KEYS.locale, locale);
}
