import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TicketLogin } from '../features/auth';
import { useI18n } from '../lib/i18n/i18n-context';
import { safeAfterLogin } from '../app/safe-redirect';

/** /{lang}/login-with-token?token=… — a one-time login link (e.g. sent by support). */
export function Component() {
  const { locale } = useI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [{ token, afterLogin }] = useState(() => ({
    token: search.get('token'),
    afterLogin: safeAfterLogin(search.get('afterLogin')),
  }));

  const forgetToken = useCallback(
    () => navigate(`/${locale}/login-with-token`, { replace: true }),
    [navigate, locale],
  );
  const goOn = useCallback(
    () => navigate(afterLogin ?? `/${locale}/panel/dashboard`, { replace: true }),
    [navigate, afterLogin, locale],
  );

  return (
    <section className="card auth-card" data-testid="login-with-token">
      <TicketLogin
        ticket={token}
        onTicketRead={forgetToken}
        onContinue={goOn}
        loginHref={`/${locale}/login`}
      />
    </section>
  );
}
