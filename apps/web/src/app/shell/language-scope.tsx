import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import type { Locale } from '@ravan/contract';
import { SnackbarProvider } from '../../components/ui/snackbar';
import { useSession } from '../../features/auth';
import { applyDocumentLanguage } from '../../lib/direction';
import { I18nProvider } from '../../lib/i18n/i18n-context';
import { loadedTranslator } from '../../lib/i18n/load-catalogue';
import { rememberLocale } from '../current-locale';
import type { RouteHandle } from '../route-handle';

// Guests (the login page) never download the consent check.
const ConsentGate = lazy(() => import('./consent-gate'));

/** The language the screens last spoke, across layouts (root-level and /:lang screens). */
let spokenLocale: Locale | null = null;

/** Everything below speaks one language: <html lang dir>, body class, title, translator, snackbar. */
export function LanguageScope({ locale, children }: { locale: Locale; children: ReactNode }) {
  const translator = loadedTranslator(locale);
  const { loggedIn } = useSession();
  const matches = useMatches();
  const handle = [...matches]
    .reverse()
    .find((match) => (match.handle as RouteHandle | undefined)?.title)?.handle as
    RouteHandle | undefined;

  const queryClient = useQueryClient();

  useEffect(() => {
    applyDocumentLanguage(locale);
    rememberLocale(locale);
    // What the server sent is in the language it was asked in (titles, messages): after a switch,
    // nothing cached may show in the other language, so every query starts again.
    if (spokenLocale !== null && spokenLocale !== locale) void queryClient.resetQueries();
    spokenLocale = locale;
  }, [locale, queryClient]);

  useEffect(() => {
    if (!translator) return;
    const appName = translator.t('app.name');
    document.title = handle ? `${translator.t(handle.title)} | ${appName}` : appName;
  }, [translator, handle]);

  if (!translator) throw new Error(`catalogue for ${locale} not loaded`);
  return (
    <I18nProvider translator={translator}>
      <SnackbarProvider closeLabel={translator.t('app.close')}>
        {children}
        {loggedIn ? (
          <Suspense fallback={null}>
            <ConsentGate />
          </Suspense>
        ) : null}
      </SnackbarProvider>
    </I18nProvider>
  );
}
