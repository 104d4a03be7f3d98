import { runtimeTimeZone, type CalendarKind, type Locale } from '@ravan/contract';

/** How one person reads instants: their language, zone and calendar (SPEC.md: Solar in fa). */
export interface TimePrefs {
  locale: Locale;
  tz: string;
  calendar: CalendarKind;
}

/** What is known of a reader's choices: zone and calendar may be unset. */
export interface ReaderChoices {
  locale: Locale;
  tz: string | null;
  calendar: CalendarKind | null;
}

/** The zone of a reader who chose none (or one this runtime cannot use). */
export const DEFAULT_TIME_ZONE = 'Asia/Tehran';

/** SPEC.md: fa reads Solar Hijri by default, en Gregorian, unless the person chose otherwise. */
export function calendarOf(locale: Locale, chosen: CalendarKind | null): CalendarKind {
  return chosen ?? (locale === 'fa' ? 'solar' : 'gregorian');
}

const INTL_LOCALE: Record<Locale, string> = { fa: 'fa-IR', en: 'en-GB' };
const INTL_CALENDAR: Record<CalendarKind, string> = { solar: 'persian', gregorian: 'gregory' };

const STYLES = {
  /** The pieces formatWhen and formatWeekly put together themselves. */
  parts: {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'long',
  },
  /** ICU's own sentence: "Monday, 16 March 2026 at 10:30". */
  full: { dateStyle: 'full', timeStyle: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Creating an Intl.DateTimeFormat costs far more than using one, and messages format many
// instants in the same few zones, so each (style, locale, calendar, zone) keeps one for the process.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: keyof typeof STYLES, prefs: TimePrefs): Intl.DateTimeFormat {
  const key = `${style}|${prefs.locale}|${prefs.calendar}|${prefs.tz}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      `${INTL_LOCALE[prefs.locale]}-u-ca-${INTL_CALENDAR[prefs.calendar]}`,
      { ...STYLES[style], timeZone: prefs.tz },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(instant: Date, prefs: TimePrefs): Parts {
  const parts: Parts = {};
  for (const part of formatterFor('parts', prefs).formatToParts(instant)) {
    parts[part.type] = part.value;
  }
  return parts;
}

// ICU orders fa + Solar as "year month day, weekday", which reads oddly in a sentence; the
// pieces are put together here in one order for every language and calendar instead.
function datePhrase(parts: Parts): string {
  return [parts.day, parts.month, parts.year, parts.era].filter(Boolean).join(' ');
}

/**
 * "پنجشنبه ۲۵ دی ۱۴۰۴، ساعت ۱۳:۳۰ (وقت عادی ایران)" / "Thursday 15 January 2026, 13:30
 * (Central European Standard Time)". The zone name says which clock the time is on, summer time
 * included, since client and therapist often live in different zones.
 */
export function formatWhen(instant: Date, prefs: TimePrefs): string {
  const parts = partsOf(instant, prefs);
  const time = `${parts.hour}:${parts.minute}`;
  return prefs.locale === 'fa'
    ? `${parts.weekday} ${datePhrase(parts)}، ساعت ${time} (${parts.timeZoneName})`
    : `${parts.weekday} ${datePhrase(parts)}, ${time} (${parts.timeZoneName})`;
}

/** "پنجشنبه‌ها ساعت ۱۳:۳۰ (…)" / "Thursdays at 13:30 (…)": a weekly slot, no date. */
export function formatWeekly(instant: Date, prefs: TimePrefs): string {
  const parts = partsOf(instant, prefs);
  const time = `${parts.hour}:${parts.minute}`;
  return prefs.locale === 'fa'
    ? `${parts.weekday}‌ها ساعت ${time} (${parts.timeZoneName})`
    : `${parts.weekday}s at ${time} (${parts.timeZoneName})`;
}

// Zone as stored → the spelling this runtime's Intl accepts, or the default when it accepts none.
const usableZones = new Map<string, string>();

function usableZone(tz: string | null): string {
  if (!tz) return DEFAULT_TIME_ZONE;
  let zone = usableZones.get(tz);
  if (zone === undefined) {
    zone = runtimeTimeZone(tz);
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
    } catch {
      zone = DEFAULT_TIME_ZONE;
    }
    usableZones.set(tz, zone);
  }
  return zone;
}

/**
 * "Monday, 16 March 2026 at 10:30 (Asia/Tehran)": ICU's full date and short time in the reader's
 * language, zone and calendar, with the zone's id so nobody guesses. Unset choices take the
 * defaults (Asia/Tehran; the calendar of the language), as does a zone this runtime cannot use.
 */
export function formatWhenWithZoneId(instant: Date, reader: ReaderChoices): string {
  const tz = usableZone(reader.tz);
  const calendar = calendarOf(reader.locale, reader.calendar);
  const text = formatterFor('full', { locale: reader.locale, tz, calendar }).format(instant);
  return `${text} (${tz})`;
}

/** Persian digits in fa text (numbers that do not come from Intl). */
export function localDigits(value: number | string, locale: Locale): string {
  const text = String(value);
  return locale === 'fa' ? text.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d) : text;
}
