import { useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { TelegramLink, useSession } from '../features/auth';
import { useI18n } from '../lib/i18n/i18n-context';

/**
 * /{lang}/initialize?telegram_auth_token=… — the Telegram bot's link. A guest logs in first
 * and comes back here; then the chat is linked and the token forgotten.
 */
export function Component() {
  const { t, locale } = useI18n();
  const { loggedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const [token] = useState(() => search.get('telegram_auth_token'));
  const forgetToken = useCallback(
    () => navigate(`/${locale}/initialize`, { replace: true }),
    [navigate, locale],
  );

  if (!loggedIn) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return <Navigate to={`/${locale}/login?afterLogin=${back}`} replace />;
  }
  return (
    <section className="card auth-card" data-testid="initialize">
      <h1>{t('auth.telegram.title')}</h1>
      <TelegramLink
        token={token}
        onTokenUsed={forgetToken}
        dashboardHref={`/${locale}/panel/dashboard`}
      />
    </section>
  );
}
