import type { Locale } from '../../common/locale';

/**
 * Phrases that mean a person may be in danger, kept as data (design brief §7: one crisis path).
 * They are matched after normalisation (see normalize-text.ts), as whole words or phrases, so
 * spelling variants of Persian letters, half-spaces and diacritics do not hide them. The list
 * errs on the side of asking: a false alarm shows resources and alerts a human, who decides.
 */
export const CRISIS_PHRASES: Readonly<Record<Locale, readonly string[]>> = {
  fa: [
    'خودکشی',
    'خودکشی کنم',
    'خودمو بکشم',
    'خودم را بکشم',
    'خودمو میکشم',
    'خودم را می‌کشم',
    'می‌خواهم بمیرم',
    'میخوام بمیرم',
    'دلم میخواد بمیرم',
    'دلم می‌خواهد بمیرم',
    'کاش مرده بودم',
    'بهتره بمیرم',
    'بهتر است بمیرم',
    'به زندگیم پایان بدم',
    'به زندگی‌ام پایان بدهم',
    'به زندگیم خاتمه بدم',
    'تمومش کنم',
    'دیگه نمیخوام زنده باشم',
    'دیگر نمی‌خواهم زنده باشم',
    'رگمو بزنم',
    'رگم را بزنم',
    'قرص بخورم و تموم',
    'به خودم آسیب بزنم',
    'به خودم صدمه بزنم',
    'خودزنی',
    'ارزش زنده موندن نداره',
    'هیچ دلیلی برای زنده موندن ندارم',
  ],
  en: [
    'suicide',
    'suicidal',
    'kill myself',
    'killing myself',
    'end my life',
    'end it all',
    'want to die',
    'wanna die',
    'better off dead',
    'wish i was dead',
    'wish i were dead',
    'no reason to live',
    'not worth living',
    "don't want to be alive",
    'dont want to be alive',
    'hurt myself',
    'harm myself',
    'self harm',
    'self-harm',
    'cut myself',
    'overdose',
  ],
};
