import { useNavigate } from 'react-router';
import type { Profile } from '@ravan/contract';
import { sessionStore, useSession } from '../../features/auth';
import { PasswordSection, ProfileDataGate, ProfileForm } from '../../features/profile';
import { useI18n } from '../../lib/i18n/i18n-context';

/** SPEC.md §2 setting: the personal profile, and the account's password. */
export function Component() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const onSaved = (saved: Profile) => {
    sessionStore.setProfile(saved);
    // The chosen language is the one the app speaks from now on.
    if (saved.locale !== locale) navigate(`/${saved.locale}/panel/setting`, { replace: true });
  };

  return (
    <section className="stack profile-page">
      <header>
        <h1>{t('screen.setting')}</h1>
        <p className="muted">{t('profile.intro')}</p>
      </header>
      <ProfileDataGate enabled={loggedIn} errorClassName="card stack">
        {(profile) => (
          <>
            <ProfileForm key={profile.id} profile={profile} onSaved={onSaved} />
            <PasswordSection hasPassword={profile.has_password} />
          </>
        )}
      </ProfileDataGate>
    </section>
  );
}
