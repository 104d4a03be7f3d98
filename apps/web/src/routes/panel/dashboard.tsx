import { useEffect } from 'react';
import { Link } from 'react-router';
import { SESSION_MINUTES } from '@ravan/contract';
import { sessionStore, useSession } from '../../features/auth';
import { useProfile } from '../../features/profile';
import { useI18n } from '../../lib/i18n/i18n-context';
import { NamedText } from '../../components/ui/named-text';
import { StaffDashboard } from '../../features/staff';
import { TherapistDashboard } from '../../features/therapist-console';

export function Component() {
  const { t, locale } = useI18n();
  const session = useSession();
  const { data: fresh } = useProfile(session.loggedIn);
  useEffect(() => {
    if (fresh) sessionStore.setProfile(fresh);
  }, [fresh]);

  const profile = fresh ?? session.profile;
  const name = profile?.firstname?.trim();
  return (
    <section className="stack">
      <h1 data-testid="greeting">
        {name ? (
          <NamedText id="panel.dashboard.greeting" name={name} />
        ) : (
          t('panel.dashboard.greetingNoName')
        )}
      </h1>
      {profile?.role === 'therapist' ? (
        <>
          <p className="muted">{t('panel.dashboard.roleIntro.therapist')}</p>
          <TherapistDashboard />
        </>
      ) : profile?.role === 'support' || profile?.role === 'admin' ? (
        <>
          <p className="muted">{t('panel.dashboard.roleIntro.staff')}</p>
          <StaffDashboard admin={profile.role === 'admin'} />
        </>
      ) : (
        <div className="card">
          <p>{t('panel.dashboard.intro')}</p>
          <p className="muted">
            {t('panel.dashboard.sessionLength', { minutes: SESSION_MINUTES })}
          </p>
          <div className="form-actions">
            <Link className="btn btn-primary" to={`/${locale}/panel/sessions`}>
              {t('sessions.list.title')}
            </Link>
            <Link className="btn btn-ghost" to={`/${locale}/panel/sessions/request`}>
              {t('sessions.requestButton')}
            </Link>
          </div>
        </div>
      )}
    </section>
  );
}
