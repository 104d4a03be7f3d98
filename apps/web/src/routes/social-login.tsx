import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isMessageKey } from '@ravan/contract';
import { TicketLogin, sessionStore } from '../features/auth';
import { useUpdateProfile } from '../features/profile';
import { useI18n } from '../lib/i18n/i18n-context';
import { safeAfterLogin } from '../app/safe-redirect';

/**
 * /social-login?ticket=… (or ?error=…): where the server sends the browser back after Google.
 * The ticket becomes a session; an account without a phone number is asked for one.
 */
export function Component() {
  const { t, tMessage, locale } = useI18n();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [{ ticket, error, afterLogin }] = useState(() => ({
    ticket: search.get('ticket'),
    error: search.get('error'),
    afterLogin: safeAfterLogin(search.get('afterLogin')),
  }));
  // Only known codes are translated; anything else in the URL is never shown as it is.
  const failure = !error
    ? null
    : error === 'unavailable'
      ? t('auth.social.unavailable')
      : isMessageKey(error) && !error.startsWith('v.')
        ? tMessage(error)
        : t('auth.social.failed');
  const loginHref = `/${locale}/login${afterLogin ? `?afterLogin=${encodeURIComponent(afterLogin)}` : ''}`;

  const forgetTicket = useCallback(() => navigate('/social-login', { replace: true }), [navigate]);
  const { mutateAsync: updateProfile } = useUpdateProfile();
  const savePhone = useCallback(
    async (cel: string) => {
      const result = await updateProfile({ cel });
      sessionStore.setProfile(result.data.profile);
      return result;
    },
    [updateProfile],
  );
  const goOn = useCallback(
    () => navigate(afterLogin ?? `/${locale}/panel/dashboard`, { replace: true }),
    [navigate, afterLogin, locale],
  );

  return (
    <section className="card auth-card" data-testid="social-login">
      <TicketLogin
        ticket={ticket}
        failure={failure}
        savePhone={savePhone}
        onTicketRead={forgetTicket}
        onContinue={goOn}
        loginHref={loginHref}
      />
    </section>
  );
}
