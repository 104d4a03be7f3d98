import {
  EMAIL_VERIFICATION_TTL_HOURS,
  OTP_TTL_MINUTES,
  RESET_TOKEN_TTL_MINUTES,
  type Locale,
} from '@ravan/contract';
import { t } from '../../../copy/t';

/**
 * What accounts send people, in their language (copy/fa.ts, copy/en.ts). The code itself stays in
 * Latin digits inside the Persian text too: it is what autofill and keyboards expect.
 */
export const accountMail = {
  loginCode: (locale: Locale, code: string) => ({
    subject: t(locale, 'mail.login_code.subject'),
    body: t(locale, 'mail.login_code.body', { code, minutes: OTP_TTL_MINUTES }),
  }),
  verifyEmail: (locale: Locale, link: string) => ({
    subject: t(locale, 'mail.verify_email.subject'),
    body: t(locale, 'mail.verify_email.body', { link, hours: EMAIL_VERIFICATION_TTL_HOURS }),
  }),
  passwordReset: (locale: Locale, link: string) => ({
    subject: t(locale, 'mail.password_reset.subject'),
    body: t(locale, 'mail.password_reset.body', { link, minutes: RESET_TOKEN_TTL_MINUTES }),
  }),
};
