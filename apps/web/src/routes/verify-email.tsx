import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadingBlock } from '../components/ui/loading-block';
import { Notice } from '../components/ui/notice';
import { useVerifyEmail } from '../features/profile';
import { errorText } from '../lib/error-text';
import { useI18n } from '../lib/i18n/i18n-context';

/** /verify-email/:token — the link from the verification email; it works with or without a login. */
export function Component() {
  const { t, locale } = useI18n();
  const params = useParams();
  const [token] = useState(() => params.token ?? '');
  const verify = useVerifyEmail();
  const started = useRef(false);
  useEffect(() => {
    // The token leaves the address bar and the history at once.
    window.history.replaceState(window.history.state, '', '/verify-email');
    if (started.current) return;
    started.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <section className="card auth-card" data-testid="verify-email">
      <h1>{t('screen.verifyEmail')}</h1>
      {verify.isSuccess ? (
        <Notice tone="success" testId="verify-email-done">
          <p>{t('profile.email.verifiedNow')}</p>
        </Notice>
      ) : verify.isError ? (
        <Notice tone="error" testId="verify-email-failed">
          <p>{errorText(verify.error, t)}</p>
        </Notice>
      ) : (
        <LoadingBlock label={t('app.loading')} />
      )}
      <p>
        <Link to={`/${locale}/panel/setting`}>{t('profile.email.toProfile')}</Link>
      </p>
    </section>
  );
}
