import type { Locale } from '@ravan/contract';

const PREFIX = /^\/(fa|en)(?=\/|$)/;

/**
 * The same page in another language, with its parameters, query and hash: `/fa/x?q` → `/en/x?q`;
 * a root-level screen without a language prefix (calendar, payment return, reset link, social
 * login) keeps its path and says the language in `?lang=`.
 */
export function switchLanguageHref(
  location: { pathname: string; search: string; hash: string },
  to: Locale,
): string {
  if (PREFIX.test(location.pathname)) {
    return `${location.pathname.replace(PREFIX, `/${to}`)}${location.search}${location.hash}`;
  }
  const query = new URLSearchParams(location.search);
  query.set('lang', to);
  return `${location.pathname}?${query.toString()}${location.hash}`;
}
