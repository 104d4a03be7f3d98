import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Locale } from '@ravan/contract';
import { SnackbarProvider } from '../components/ui/snackbar';
import { configureApiClient } from '../lib/api-client';
import { I18nProvider } from '../lib/i18n/i18n-context';
import { createTranslator } from '../lib/i18n/translator';
import { en } from '../locales/en';
import { fa } from '../locales/fa';

/**
 * A component as the app shows it: the real catalogue of the language, a query client, the
 * snackbar and a router, the API client signed in. Only the network (`fetch`) is faked.
 */
export function renderWithApp(
  ui: ReactNode,
  { locale = 'fa', path = `/${locale}/panel` }: { locale?: Locale; path?: string } = {},
) {
  const translator = createTranslator(locale, locale === 'fa' ? fa : en);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  configureApiClient({
    getToken: () => 'test-token',
    getLocale: () => locale,
    onUnauthorized: () => undefined,
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider translator={translator}>
        <SnackbarProvider closeLabel={translator.t('app.close')}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </SnackbarProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { ...view, t: translator.t, tMessage: translator.tMessage, queryClient };
}
