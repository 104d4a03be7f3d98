import {
  canonicalTimeZone,
  isKnownTimeZone,
  runtimeTimeZone,
  timeZoneList,
  type Locale,
  localizeDigits,
  intlLocale,
} from '@ravan/contract';
import type { ComboboxOption } from '../../../components/ui/combobox-field';

/** The zone this device is set to, by its current IANA name — the suggestion for a new profile. */
export function deviceTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isKnownTimeZone(zone) ? canonicalTimeZone(zone) : null;
  } catch {
    return null;
  }
}

// Gregorian days and Latin digits in the parts (they are computed with); names in the UI language.
const ISOLATE = (text: string) => `\u2066${text}\u2069`;
const MINUTES_PER_DAY = 24 * 60;
const cache = new Map<Locale, ComboboxOption[]>();

/** "GMT+3:30", "GMT-5", "GMT": the zone's offset from its wall clock now against UTC. */
export function offsetLabel(parts: Intl.DateTimeFormatPart[], now: Date): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value ?? 0);
  let minutes =
    (part('hour') % 24) * 60 + part('minute') - (now.getUTCHours() * 60 + now.getUTCMinutes());
  const days = part('day') - now.getUTCDate();
  // The wall clock may already be on the next day, or still on the previous (month ends too).
  if (days === 1 || days < -1) minutes += MINUTES_PER_DAY;
  else if (days === -1 || days > 1) minutes -= MINUTES_PER_DAY;
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** The list as names only: instant, enough to show the chosen zone before the details are ready. */
export function plainTimeZoneOptions(): ComboboxOption[] {
  return timeZoneList().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/**
 * Every IANA zone the browser knows (contract's timeZoneList, current names), labelled with its
 * name in the UI language ("Iran Time" / «وقت ایران») and its offset now, so people can search
 * by city, country or offset. One formatter per zone, built once per language (a few hundred
 * milliseconds on a phone: the field asks for it when the browser is idle).
 */
export function timeZoneOptions(locale: Locale): ComboboxOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const now = new Date();
  const options = plainTimeZoneOptions().map((option) => {
    try {
      const parts = new Intl.DateTimeFormat(
        intlLocale(locale, { calendar: 'gregorian', latinDigits: true }),
        {
          timeZone: runtimeTimeZone(option.value),
          timeZoneName: 'longGeneric',
          day: 'numeric',
          hour: 'numeric',
          minute: 'numeric',
          hourCycle: 'h23',
        },
      ).formatToParts(now);
      const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
      const offset = offsetLabel(parts, now);
      return {
        ...option,
        detail: [name, ISOLATE(localizeDigits(offset, locale))].filter(Boolean).join(' · '),
        keywords: offset,
      };
    } catch {
      return option; // a zone the runtime cannot format: listed by its name only
    }
  });
  cache.set(locale, options);
  return options;
}
