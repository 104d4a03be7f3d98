import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../features/auth';
import { useI18n } from '../../lib/i18n/i18n-context';
import { safeAfterLogin } from '../safe-redirect';

/**
 * Login required: a guest goes to /{lang}/login?afterLogin=<where they were going>. A session
 * that just ended leaves plainly: after logout to the home page in the same language (SPEC.md §4
 * "goes to the marketing site"), after a 401 to /fa/login.
 */
export function RequireAuth() {
  const { loggedIn, endedBy } = useSession();
  const { locale } = useI18n();
  const location = useLocation();
  if (!loggedIn && endedBy) {
    return <Navigate to={endedBy === 'logout' ? `/${locale}` : '/fa/login'} replace />;
  }
  if (!loggedIn) {
    const afterLogin = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/${locale}/login?afterLogin=${afterLogin}`} replace />;
  }
  return <Outlet />;
}

/** Guests only: a logged-in user goes to afterLogin, else their dashboard. */
export function GuestOnly() {
  const { loggedIn } = useSession();
  const { locale } = useI18n();
  const [search] = useSearchParams();
  if (loggedIn) {
    return (
      <Navigate
        to={safeAfterLogin(search.get('afterLogin')) ?? `/${locale}/panel/dashboard`}
        replace
      />
    );
  }
  return <Outlet />;
}
