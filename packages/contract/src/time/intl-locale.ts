import type { CalendarKind } from '../common/enums';
import type { Locale } from '../common/locale';

/** The zone of a reader who chose none (or one this runtime cannot use). */
export const DEFAULT_TIME_ZONE = 'Asia/Tehran';

/** SPEC.md: fa reads Solar Hijri by default, en Gregorian, unless the person chose otherwise. */
export function calendarOf(locale: Locale, chosen?: CalendarKind | null): CalendarKind {
  return chosen ?? (locale === 'fa' ? 'solar' : 'gregorian');
}

/*
 * One BCP 47 tag per language for dates and numbers everywhere (screens, emails, the PDF): fa-IR
 * (Persian digits, "arabext", by default) and en-GB (day before month, 24-hour clock).
 */
const BASE: Record<Locale, string> = { fa: 'fa-IR', en: 'en-GB' };
const CALENDAR_TAG: Record<CalendarKind, string> = { solar: 'persian', gregorian: 'gregory' };

export interface IntlLocaleOptions {
  /** Omitted: the language's own calendar (Solar in fa, Gregorian in en). */
  calendar?: CalendarKind | null;
  /** Latin digits even in fa: for machine-read parts (dates in forms, zone offsets). */
  latinDigits?: boolean;
}

/** "fa-IR-u-ca-persian", "en-GB-u-ca-gregory", "fa-IR-u-ca-gregory-nu-latn"… */
export function intlLocale(locale: Locale, options: IntlLocaleOptions = {}): string {
  const calendar = CALENDAR_TAG[calendarOf(locale, options.calendar)];
  return `${BASE[locale]}-u-ca-${calendar}${options.latinDigits ? '-nu-latn' : ''}`;
}
