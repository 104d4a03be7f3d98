import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Profile, Role } from '@ravan/contract';
import { LoadingBlock } from '../../components/ui/loading-block';
import { useI18n } from '../../lib/i18n/i18n-context';
import { useCurrentProfile } from './use-current-profile';

/**
 * Opens a screen only for the roles `allow` accepts, judged on the server's fresh profile; while
 * it loads, a stored profile that looks allowed (or none) waits, anything else leaves at once —
 * to `fallback`, by default the dashboard.
 */
export function RoleGate({
  allow,
  fallback,
  children,
}: {
  allow: (role: Role | undefined) => boolean;
  fallback?: string;
  children: (profile: Profile) => ReactNode;
}) {
  const { t, locale } = useI18n();
  const { profile, fresh, pending } = useCurrentProfile();
  if (fresh && allow(fresh.role)) return children(fresh);
  if (pending && (!profile || allow(profile.role)))
    return <LoadingBlock label={t('app.loading')} />;
  return <Navigate to={fallback ?? `/${locale}/panel/dashboard`} replace />;
}
