import { OTP_TTL_MINUTES, RESET_TOKEN_TTL_MINUTES, type Locale } from '@ravan/contract';

const digits = (text: string, locale: Locale) =>
  locale === 'fa' ? text.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d) : text;

/**
 * What accounts send people, in their language. The code itself stays in Latin digits inside
 * the Persian text too: it is what autofill and keyboards expect.
 */
export const accountMail = {
  loginCode(locale: Locale, code: string) {
    const minutes = digits(String(OTP_TTL_MINUTES), locale);
    return locale === 'fa'
      ? {
          subject: 'کد ورود به روان',
          body: `کد ورود شما به روان: ${code}\nاین کد ${minutes} دقیقه معتبر است. اگر شما درخواست نکرده‌اید، این پیام را نادیده بگیرید.`,
        }
      : {
          subject: 'Your Ravan login code',
          body: `Your Ravan login code: ${code}\nIt is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
        };
  },
  passwordReset(locale: Locale, link: string) {
    const minutes = digits(String(RESET_TOKEN_TTL_MINUTES), locale);
    return locale === 'fa'
      ? {
          subject: 'تعیین رمز عبور تازه در روان',
          body: `برای تعیین رمز عبور تازه این لینک را باز کنید:\n${link}\nلینک ${minutes} دقیقه و فقط یک بار معتبر است. اگر شما درخواست نکرده‌اید، این پیام را نادیده بگیرید؛ رمز شما تغییری نکرده است.`,
        }
      : {
          subject: 'Set a new Ravan password',
          body: `Open this link to set a new password:\n${link}\nIt works once, for ${minutes} minutes. If you did not ask for it, ignore this message; your password has not changed.`,
        };
  },
};
