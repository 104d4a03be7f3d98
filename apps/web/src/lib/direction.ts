import type { Locale } from '@ravan/contract';

export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'fa' ? 'rtl' : 'ltr');

/** `<html lang dir>` and the body's language class follow the route's language. */
export function applyDocumentLanguage(locale: Locale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = directionOf(locale);
  document.body.classList.remove('lang-fa', 'lang-en');
  document.body.classList.add(`lang-${locale}`);
}
