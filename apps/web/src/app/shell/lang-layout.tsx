import { Outlet, redirect, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { DEFAULT_LOCALE, isLocale } from '@ravan/contract';
import { loadTranslator } from '../../lib/i18n/load-catalogue';
import { localeOf } from '../current-locale';
import { LanguageScope } from './language-scope';

/**
 * `/:lang/*`: an unknown language falls back to Persian, keeping the rest of the path; a lone
 * unknown segment (`/nothing`) is an unknown path, sent to the Persian login (SPEC.md §2).
 */
export async function langLoader({ params, request }: LoaderFunctionArgs) {
  if (!isLocale(params.lang)) {
    const url = new URL(request.url);
    const rest = url.pathname.split('/').slice(2).join('/');
    throw redirect(rest ? `/${DEFAULT_LOCALE}/${rest}${url.search}` : `/${DEFAULT_LOCALE}/login`);
  }
  await loadTranslator(params.lang);
  return null;
}

export function LangLayout() {
  const { lang } = useParams();
  return (
    <LanguageScope locale={isLocale(lang) ? lang : DEFAULT_LOCALE}>
      <Outlet />
    </LanguageScope>
  );
}

/** The panel's screens also need the workspace strings (commerce, sessions, consoles). */
export async function workspaceLoader({ params }: LoaderFunctionArgs) {
  if (isLocale(params.lang)) await loadTranslator(params.lang, { workspace: true });
  return null;
}

/** The public pages (home, directory, terms, privacy) have a catalogue chunk of their own. */
export async function siteLoader({ params }: LoaderFunctionArgs) {
  if (isLocale(params.lang)) await loadTranslator(params.lang, { site: true });
  return null;
}

/**
 * Root-level screens (calendar, payment return, reset link…) speak the last language used; the
 * calendar and the payment return use workspace strings.
 */
export async function rootLanguageLoader({ request }: LoaderFunctionArgs) {
  await loadTranslator(localeOf(new URL(request.url)), { workspace: true });
  return null;
}

/** Reads the location (not window.location) so a switch of `?lang=` re-renders the screen. */
export function RootLanguageLayout() {
  const location = useLocation();
  return (
    <LanguageScope locale={localeOf(location)}>
      <Outlet />
    </LanguageScope>
  );
}
