export { sessionStore, useSession, type SessionState } from './session-store';
export { useViewer, viewerOf, type Viewer } from './viewer';
export { useLogin } from './api/login';
export { useRegister } from './api/register';
export { useLogout } from './api/logout';
export { checkLogin } from './api/check-login';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
export { googleSignInUrl } from './google-sign-in';
// Loaded on demand (see lazy-components.tsx); each renders a spinner until its code arrives.
export {
  EmailCodeLogin,
  WhatsappCodeLogin,
  ForgotPasswordForm,
  ResetPasswordForm,
  TicketLogin,
  TelegramLink,
  loadEmailCodeLogin,
  loadWhatsappCodeLogin,
} from './lazy-components';
