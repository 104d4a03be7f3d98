import { Suspense, type ReactNode } from 'react';
import type { Profile } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useProfile } from '../api/get-profile';

/**
 * The fresh profile a profile form needs: a loading block meanwhile, a
 * retry on failure, then the form (itself lazy, hence the Suspense).
 */
export function ProfileDataGate({
  enabled,
  errorClassName,
  children,
}: {
  enabled: boolean;
  errorClassName?: string;
  children: (profile: Profile) => ReactNode;
}) {
  const { t } = useI18n();
  const profileQuery = useProfile(enabled);
  const profile = profileQuery.data;

  if (profileQuery.isError) {
    return (
      <div className={errorClassName ?? 'stack'} role="alert">
        <p>{t('profile.loadFailed')}</p>
        <div>
          <Button variant="secondary" onClick={() => void profileQuery.refetch()}>
            {t('profile.retry')}
          </Button>
        </div>
      </div>
    );
  }
  if (!profile) return <LoadingBlock label={t('app.loading')} />;
  return (
    <Suspense fallback={<LoadingBlock label={t('app.loading')} />}>{children(profile)}</Suspense>
  );
}
