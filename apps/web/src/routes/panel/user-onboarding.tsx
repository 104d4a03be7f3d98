import { useNavigate, useSearchParams } from 'react-router';
import type { Profile } from '@ravan/contract';
import { sessionStore, useSession } from '../../features/auth';
import { ProfileDataGate, RequiredDetailsForm } from '../../features/profile';
import { safeAfterLogin } from '../../app/safe-redirect';
import { useI18n } from '../../lib/i18n/i18n-context';

/**
 * SPEC.md §2 user-onboarding: the required fields (first name, last name, phone, time zone),
 * then back to the screen the user was going to (afterLogin).
 */
export function Component() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { loggedIn } = useSession();
  const target = safeAfterLogin(search.get('afterLogin'));

  const onSaved = (saved: Profile) => {
    sessionStore.setProfile(saved);
    const back = target && !target.includes('/panel/user-onboarding') ? target : null;
    navigate(back ?? `/${locale}/panel/dashboard`, { replace: true });
  };

  return (
    <section className="card stack onboarding-card">
      <header>
        <h1>{t('onboarding.title')}</h1>
        <p className="muted">{t('onboarding.intro')}</p>
      </header>
      <ProfileDataGate enabled={loggedIn}>
        {(profile) => <RequiredDetailsForm key={profile.id} profile={profile} onSaved={onSaved} />}
      </ProfileDataGate>
    </section>
  );
}
