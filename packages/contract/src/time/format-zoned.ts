import type { CalendarKind } from '../common/enums';
import type { Locale } from '../common/locale';
import { dateTimeFormat } from './intl-cache';
import { intlLocale } from './intl-locale';

/*
 * Instants as people read them, in a given IANA zone and calendar (Solar Hijri by default in fa,
 * Gregorian in en, either on the person's choice), the same on every screen, email and PDF:
 *   fa: "چهارشنبه ۴ آذر ۱۴۰۵، ساعت ۱۰:۰۰"   en: "Wednesday 25 November 2026, 10:00".
 * ICU's own orders differ by language and calendar (fa + Solar with a weekday reads "۱۴۰۵ آذر ۴,
 * چهارشنبه", year first with a Latin comma), so the phrases are put together here from parts,
 * in one order for every language and calendar.
 */
export type ZonedStyle =
  | 'date' // ۴ آذر ۱۴۰۵ · 25 November 2026
  | 'fullDate' // چهارشنبه ۴ آذر ۱۴۰۵ · Wednesday 25 November 2026
  | 'time' // ۱۰:۰۰ · 10:00
  | 'datetime' // چهارشنبه ۴ آذر ۱۴۰۵، ساعت ۱۰:۰۰ · Wednesday 25 November 2026, 10:00
  | 'weekday' // چهارشنبه · Wednesday
  | 'weekdayShort' // چهارشنبه · Wed
  | 'dayHeading' // چهارشنبه ۴ آذر · Wednesday 25 November
  | 'month'; // آذر · November

export interface ZonedOptions {
  locale: Locale;
  tz: string;
  /** Unset: the language's own calendar. */
  calendar?: CalendarKind | null;
}

/** How one person reads instants: their language, zone and calendar (SPEC.md: Solar in fa). */
export interface TimePrefs extends ZonedOptions {
  calendar: CalendarKind;
}

const PARTS: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
const WITH_ZONE_NAME: Intl.DateTimeFormatOptions = { ...PARTS, timeZoneName: 'long' };
// Names alone (a weekday grid, a month select) take the standalone forms: fa writes a Gregorian
// month with a day as "۱۵ ژوئیهٔ" but alone as "ژوئیه".
const WEEKDAY_SHORT: Intl.DateTimeFormatOptions = { weekday: 'short' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long' };

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(instant: Date, options: ZonedOptions, shape: Intl.DateTimeFormatOptions): Parts {
  const tag = intlLocale(options.locale, { calendar: options.calendar });
  const parts: Parts = {};
  for (const part of dateTimeFormat(tag, { ...shape, timeZone: options.tz }).formatToParts(
    instant,
  )) {
    parts[part.type] = part.value;
  }
  return parts;
}

const join = (...pieces: (string | undefined)[]) => pieces.filter(Boolean).join(' ');

function phrase(
  parts: Parts,
  style: Exclude<ZonedStyle, 'weekdayShort' | 'month'>,
  locale: Locale,
): string {
  const time = `${parts.hour}:${parts.minute}`;
  switch (style) {
    case 'date':
      return join(parts.day, parts.month, parts.year, parts.era);
    case 'fullDate':
      return join(parts.weekday, parts.day, parts.month, parts.year, parts.era);
    case 'time':
      return time;
    case 'weekday':
      return parts.weekday ?? '';
    case 'dayHeading':
      return join(parts.weekday, parts.day, parts.month);
    case 'datetime': {
      const date = phrase(parts, 'fullDate', locale);
      return locale === 'fa' ? `${date}، ساعت ${time}` : `${date}, ${time}`;
    }
  }
}

const asDate = (instant: Date | string | number): Date | null => {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** An instant in the reader's zone and calendar ('' for an invalid instant). */
export function formatZoned(
  instant: Date | string | number,
  options: ZonedOptions,
  style: ZonedStyle,
): string {
  const date = asDate(instant);
  if (!date) return '';
  if (style === 'weekdayShort') return partsOf(date, options, WEEKDAY_SHORT).weekday ?? '';
  if (style === 'month') return partsOf(date, options, MONTH).month ?? '';
  return phrase(partsOf(date, options, PARTS), style, options.locale);
}

/**
 * The date and time with the clock it is on, for messages read away from the app, where client
 * and therapist often live in different zones: "… ساعت ۱۳:۳۰ (وقت عادی ایران)" by the zone's
 * name (summer time included), or "…, 10:30 (Asia/Tehran)" by its IANA id.
 */
export function formatZonedWithZone(
  instant: Date,
  options: ZonedOptions,
  zone: 'name' | 'id',
): string {
  const parts = partsOf(instant, options, WITH_ZONE_NAME);
  const label = zone === 'name' ? parts.timeZoneName : options.tz;
  return `${phrase(parts, 'datetime', options.locale)} (${label})`;
}

/** "پنجشنبه‌ها ساعت ۱۳:۳۰ (…)" / "Thursdays at 13:30 (…)": a weekly slot, no date. */
export function formatWeekly(instant: Date, options: ZonedOptions): string {
  const parts = partsOf(instant, options, WITH_ZONE_NAME);
  const time = `${parts.hour}:${parts.minute}`;
  return options.locale === 'fa'
    ? `${parts.weekday}\u200cها ساعت ${time} (${parts.timeZoneName})`
    : `${parts.weekday}s at ${time} (${parts.timeZoneName})`;
}
