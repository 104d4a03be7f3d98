import { Link, useNavigate, useSearchParams } from 'react-router';
import { RegisterForm } from '../features/auth';
import { anonymousId } from '../lib/anon-id';
import { useI18n } from '../lib/i18n/i18n-context';
import { safeAfterLogin } from '../app/safe-redirect';

export function Component() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const afterLogin = safeAfterLogin(search.get('afterLogin'));

  return (
    <section className="card auth-card">
      <h1>{t('auth.register.title')}</h1>
      <p className="muted">{t('auth.register.subtitle')}</p>
      <RegisterForm
        anonId={anonymousId()}
        inviteCode={search.get('invite')?.slice(0, 32) ?? null}
        onRegistered={() => navigate(afterLogin ?? `/${locale}/panel/dashboard`, { replace: true })}
      />
      <p className="auth-alt">
        {t('auth.register.haveAccount')}{' '}
        <Link to={`/${locale}/login`}>{t('auth.register.toLogin')}</Link>
      </p>
    </section>
  );
}
