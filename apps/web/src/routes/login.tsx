import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  EmailCodeLogin,
  LoginForm,
  WhatsappCodeLogin,
  googleSignInUrl,
  loadEmailCodeLogin,
  loadWhatsappCodeLogin,
} from '../features/auth';
import { Notice } from '../components/ui/notice';
import { usePlatformInfo } from '../features/platform';
import { TabPanel, Tabs } from '../components/ui/tabs';
import { useI18n } from '../lib/i18n/i18n-context';
import { safeAfterLogin } from '../app/safe-redirect';

type Method = 'password' | 'email-code' | 'whatsapp';
const PRELOAD: Partial<Record<Method, () => Promise<unknown>>> = {
  'email-code': loadEmailCodeLogin,
  whatsapp: loadWhatsappCodeLogin,
};

/** What another screen may leave for the login page, e.g. after a password reset. */
interface LoginState {
  notice?: string;
}

export function Component() {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const afterLogin = safeAfterLogin(search.get('afterLogin'));
  const withAfterLogin = (path: string) =>
    `${path}${afterLogin ? `?afterLogin=${encodeURIComponent(afterLogin)}` : ''}`;
  const [method, setMethod] = useState<Method>('password');
  const [email, setEmail] = useState('');
  const notice = (location.state as LoginState | null)?.notice;
  // Only providers the server is set up for get a button (an unconfigured one is a dead end).
  const google = usePlatformInfo().data?.sign_in_providers.includes('google') ?? false;
  const onLoggedIn = () => navigate(afterLogin ?? `/${locale}/panel/dashboard`, { replace: true });

  return (
    <section className="card auth-card">
      <h1>{t('auth.login.title')}</h1>
      <p className="muted">{t('auth.login.subtitle')}</p>
      {notice ? (
        <Notice tone="success" testId="login-notice">
          <p>{notice}</p>
        </Notice>
      ) : null}
      <Tabs
        label={t('auth.method.label')}
        idPrefix="login"
        items={[
          { id: 'password', label: t('auth.method.password') },
          { id: 'email-code', label: t('auth.method.emailCode') },
          { id: 'whatsapp', label: t('auth.method.whatsapp') },
        ]}
        selected={method}
        onSelect={setMethod}
        onIntent={(id) => void PRELOAD[id]?.()}
      />
      <TabPanel idPrefix="login" id={method}>
        {method === 'password' ? (
          <LoginForm
            email={email}
            onEmailChange={setEmail}
            onUseEmailCode={(address) => {
              setEmail(address);
              setMethod('email-code');
            }}
            onLoggedIn={onLoggedIn}
          />
        ) : method === 'email-code' ? (
          <EmailCodeLogin email={email} onEmailChange={setEmail} onLoggedIn={onLoggedIn} />
        ) : (
          <WhatsappCodeLogin onLoggedIn={onLoggedIn} />
        )}
      </TabPanel>
      {method === 'password' ? (
        <p className="auth-alt">
          <Link to={`/${locale}/forgot-password`} state={{ email }}>
            {t('auth.login.forgot')}
          </Link>
        </p>
      ) : null}
      {google ? (
        <>
          <p className="divider" role="separator">
            <span>{t('auth.or')}</span>
          </p>
          <a
            className="btn btn-google btn-block"
            href={googleSignInUrl(locale, afterLogin)}
            data-testid="google-sign-in"
          >
            <GoogleMark />
            <span>{t('auth.google')}</span>
          </a>
        </>
      ) : null}
      <p className="auth-alt">
        {t('auth.login.noAccount')}{' '}
        <Link to={withAfterLogin(`/${locale}/register`)}>{t('auth.login.toRegister')}</Link>
      </p>
    </section>
  );
}

/** Google's "G", as its brand guidelines ask for on sign-in buttons. */
function GoogleMark() {
  return (
    <svg className="google-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}
