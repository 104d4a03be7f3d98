import type { CalendarKind, Locale } from '@ravan/contract';

/*
 * Instants shown in a given IANA zone and calendar: Solar Hijri by default in fa, Gregorian in en,
 * either on the user's choice (profile `calendar`). Formatters are cached per (locale, calendar,
 * zone, style): building one per slot is the 60× slowdown ADR 004 warns about.
 */
export type ZonedStyle = 'date' | 'time' | 'datetime' | 'weekday' | 'dayHeading';

export interface ZonedOptions {
  locale: Locale;
  tz: string;
  calendar?: CalendarKind | null;
}

const STYLES: Record<ZonedStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  datetime: {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
  weekday: { weekday: 'long' },
  dayHeading: { weekday: 'long', month: 'long', day: 'numeric' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

/** The calendar in effect: the user's choice, else Solar in fa and Gregorian in en. */
export function effectiveCalendar(locale: Locale, calendar?: CalendarKind | null): CalendarKind {
  return calendar ?? (locale === 'fa' ? 'solar' : 'gregorian');
}

function intlLocale(locale: Locale, calendar: CalendarKind): string {
  if (locale === 'fa') return calendar === 'solar' ? 'fa-IR-u-ca-persian' : 'fa-IR-u-ca-gregory';
  return calendar === 'solar' ? 'en-GB-u-ca-persian' : 'en-GB-u-ca-gregory';
}

export function zonedFormatter(options: ZonedOptions, style: ZonedStyle): Intl.DateTimeFormat {
  const calendar = effectiveCalendar(options.locale, options.calendar);
  const key = `${options.locale}|${calendar}|${options.tz}|${style}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(options.locale, calendar), {
      ...STYLES[style],
      timeZone: options.tz,
    });
    cache.set(key, formatter);
  }
  return formatter;
}

/** An ISO instant in the viewer's zone and calendar ('' for an invalid instant). */
export function formatZoned(iso: string, options: ZonedOptions, style: ZonedStyle): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return zonedFormatter(options, style).format(date);
}

/** The browser's zone: the fallback when a profile has none yet. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Weekdays in display order: Saturday first in fa, Monday first in en (0 = Sunday). */
export function weekdayOrder(locale: Locale): number[] {
  return locale === 'fa' ? [6, 0, 1, 2, 3, 4, 5] : [1, 2, 3, 4, 5, 6, 0];
}
