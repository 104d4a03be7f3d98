import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { SNACKBAR_MS, type Profile } from '@ravan/contract';
import { sessionStore, useLogout, useSession } from '../../features/auth';
import { platformInfoQueryKey, usePlatformInfo } from '../../features/platform';
import { profileQueryKey } from '../../features/profile';
import { useSnackbar } from '../../components/ui/snackbar';
import { useI18n } from '../../lib/i18n/i18n-context';
import { isConsentExemptPath, pendingConsentVersion } from '../consent-rules';
import { useCurrentProfile } from './use-current-profile';

// Only logged-in users who still owe a consent download the dialog.
const ConsentDialog = lazy(() =>
  import('../../features/consent').then((module) => ({ default: module.ConsentDialog })),
);

/**
 * SPEC.md §4: the consent dialog over any screen of a logged-in user who has not accepted the
 * platform's current version. Decided on the server's fresh profile, so it never flashes for a
 * user who accepted elsewhere.
 */
export default function ConsentGate() {
  const { t } = useI18n();
  const { loggedIn } = useSession();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const active = loggedIn && !isConsentExemptPath(pathname);
  const { fresh } = useCurrentProfile(active);
  const platform = usePlatformInfo(active);
  const logout = useLogout(() => snackbar.show(t('auth.loggedOut'), 'info', SNACKBAR_MS.short));

  const version =
    active && fresh && platform.data ? pendingConsentVersion(fresh, platform.data) : null;
  if (!version) return null;

  const onAccepted = (profile: Profile) => {
    queryClient.setQueryData(profileQueryKey, profile);
    sessionStore.setProfile(profile);
    void queryClient.invalidateQueries({ queryKey: profileQueryKey });
  };

  return (
    <Suspense fallback={null}>
      <ConsentDialog
        key={version}
        version={version}
        onAccepted={onAccepted}
        onVersionChanged={() =>
          void queryClient.invalidateQueries({ queryKey: platformInfoQueryKey })
        }
        logoutLabel={t('auth.logout')}
        onLogout={() => logout.mutate()}
        loggingOut={logout.isPending}
      />
    </Suspense>
  );
}
