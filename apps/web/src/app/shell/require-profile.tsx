import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { hasRequiredProfileFields } from '../../features/profile';
import { LoadingBlock } from '../../components/ui/loading-block';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { RouteHandle } from '../route-handle';
import { useCurrentProfile } from './use-current-profile';

/**
 * SPEC.md §2: a panel route whose handle says `requiresProfile` opens only when the profile has
 * first name, last name, phone and time zone; otherwise the user completes them on
 * user-onboarding and comes back (afterLogin). A lazy route module: the login page never loads it.
 */
export function Component() {
  const { t, locale } = useI18n();
  const location = useLocation();
  const matches = useMatches();
  const { profile, fresh, pending } = useCurrentProfile();
  const flagged = matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.requiresProfile,
  );

  if (!flagged || (profile && hasRequiredProfileFields(profile))) return <Outlet />;
  // The stored copy may be stale (completed on another device): ask the server before sending away.
  if (!fresh && pending) {
    return <LoadingBlock label={t('onboarding.checking')} />;
  }
  const afterLogin = encodeURIComponent(`${location.pathname}${location.search}`);
  return <Navigate to={`/${locale}/panel/user-onboarding?afterLogin=${afterLogin}`} replace />;
}
