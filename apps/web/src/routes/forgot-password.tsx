import { Link, useLocation } from 'react-router';
import { ForgotPasswordForm } from '../features/auth';
import { useI18n } from '../lib/i18n/i18n-context';

export function Component() {
  const { t, locale } = useI18n();
  const location = useLocation();
  // The login page passes on the email typed there, so it need not be typed twice.
  const email = (location.state as { email?: string } | null)?.email ?? '';
  return (
    <section className="card auth-card">
      <h1>{t('auth.forgot.title')}</h1>
      <p className="muted">{t('auth.forgot.intro')}</p>
      <ForgotPasswordForm email={email} />
      <p className="auth-alt">
        <Link to={`/${locale}/login`}>{t('auth.backToLogin')}</Link>
      </p>
    </section>
  );
}
