import type { Locale } from '@ravan/contract';

// SPEC.md: fa shows the Solar Hijri calendar. Formatters are cached: one per item is slow (ADR 004).
const INTL_LOCALE: Record<Locale, string> = { fa: 'fa-IR-u-ca-persian', en: 'en-GB' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${withTime ? 'dt' : 'd'}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    formatters.set(key, cached);
  }
  return cached;
}

/** An ISO instant as a date (Solar Hijri with Persian digits in fa), optionally with the time. */
export function formatDate(iso: string, locale: Locale, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, withTime).format(date);
}
