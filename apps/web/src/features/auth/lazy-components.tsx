import { Suspense, lazy, type ComponentType } from 'react';
import { useI18n } from '../../lib/i18n/i18n-context';

/*
 * The app shell imports this feature (session, login check), so whatever index.ts exports
 * statically ships with every page, the login page included. Screens other than the login form
 * load their code when they are shown.
 */
export const loadEmailCodeLogin = () => import('./components/email-code-login');
export const loadWhatsappCodeLogin = () => import('./components/whatsapp-code-login');
const loadForgotPasswordForm = () => import('./components/forgot-password-form');
const loadResetPasswordForm = () => import('./components/reset-password-form');
const loadTicketLogin = () => import('./components/ticket-login');
const loadTelegramLink = () => import('./components/telegram-link');

function Loading() {
  const { t } = useI18n();
  return (
    <div className="working" role="status" aria-label={t('app.loading')} aria-busy="true">
      <span className="spinner spinner-large" aria-hidden="true" />
    </div>
  );
}

function deferred<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Lazy = lazy(load);
  return function Deferred(props: P) {
    return (
      <Suspense fallback={<Loading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const EmailCodeLogin = deferred(async () => ({
  default: (await loadEmailCodeLogin()).EmailCodeLogin,
}));
export const WhatsappCodeLogin = deferred(async () => ({
  default: (await loadWhatsappCodeLogin()).WhatsappCodeLogin,
}));
export const ForgotPasswordForm = deferred(async () => ({
  default: (await loadForgotPasswordForm()).ForgotPasswordForm,
}));
export const ResetPasswordForm = deferred(async () => ({
  default: (await loadResetPasswordForm()).ResetPasswordForm,
}));
export const TicketLogin = deferred(async () => ({
  default: (await loadTicketLogin()).TicketLogin,
}));
export const TelegramLink = deferred(async () => ({
  default: (await loadTelegramLink()).TelegramLink,
}));
