import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ResetPasswordForm } from '../features/auth';
import { useI18n } from '../lib/i18n/i18n-context';

/** /password/reset/:token — the link from the reset email; speaks the last language used. */
export function Component() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const params = useParams();
  // Read the token once, then take it out of the address bar and the history, so it is not
  // left behind for the next person on this browser (it stays in memory until used).
  // Again after each change of address the router makes (the language switch keeps the token).
  const [token] = useState(() => params.token ?? '');
  const { search } = useLocation();
  useEffect(() => {
    window.history.replaceState(window.history.state, '', `/password/reset${search}`);
  }, [search]);

  return (
    <section className="card auth-card">
      <h1>{t('auth.reset.title')}</h1>
      <p className="muted">{t('auth.reset.intro')}</p>
      <ResetPasswordForm
        token={token}
        newLinkHref={`/${locale}/forgot-password`}
        onDone={(message) =>
          navigate(`/${locale}/login`, { replace: true, state: { notice: message } })
        }
      />
    </section>
  );
}
