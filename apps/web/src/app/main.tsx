import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { checkLogin, sessionStore } from '../features/auth';
import { configureApiClient } from '../lib/api-client';
import { currentLocale } from './current-locale';
import { createAppRouter } from './router';
import { handleUnauthorized } from './unauthorized';
import '../styles/index.css';

const router = createAppRouter();
const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

configureApiClient({
  getToken: () => sessionStore.get().token,
  getLocale: currentLocale,
  onUnauthorized: () => {
    handleUnauthorized((to) => void router.navigate(to, { replace: true }));
    queryClient.clear();
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
document.getElementById('boot-loader')?.remove();

// SPEC.md §4 login check: a stored token that the server no longer knows ends the session (401).
if (sessionStore.get().loggedIn) void checkLogin().catch(() => undefined);
