import type { CalendarKind, Locale } from '@ravan/contract';

/** How one person reads instants: their language, zone and calendar (SPEC.md: Solar in fa). */
export interface TimePrefs {
  locale: Locale;
  tz: string;
  calendar: CalendarKind;
}

const INTL_LOCALE: Record<Locale, string> = { fa: 'fa-IR', en: 'en-GB' };
const INTL_CALENDAR: Record<CalendarKind, string> = { solar: 'persian', gregorian: 'gregory' };

// Creating an Intl.DateTimeFormat costs far more than using one, and a reminder run formats many
// instants in the same few zones, so each (locale, calendar, zone) keeps one for the process.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(prefs: TimePrefs): Intl.DateTimeFormat {
  const key = `${prefs.locale}|${prefs.calendar}|${prefs.tz}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      `${INTL_LOCALE[prefs.locale]}-u-ca-${INTL_CALENDAR[prefs.calendar]}`,
      {
        timeZone: prefs.tz,
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZoneName: 'long',
      },
    );
    formatters.set(key, formatter);
  }
  return formatter;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(instant: Date, prefs: TimePrefs): Parts {
  const parts: Parts = {};
  for (const part of formatterFor(prefs).formatToParts(instant)) parts[part.type] = part.value;
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

/** Persian digits in fa text (numbers that do not come from Intl). */
export function localDigits(value: number | string, locale: Locale): string {
  const text = String(value);
  return locale === 'fa' ? text.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d) : text;
}
