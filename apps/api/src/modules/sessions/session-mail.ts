import { runtimeTimeZone, type CalendarKind, type Locale } from '@ravan/contract';
import { sessionMailEn } from './session-mail.en';
import { sessionMailFa } from './session-mail.fa';

export interface Mail {
  subject: string;
  body: string;
}

/** What scheduling tells people, one implementation per language (session-mail.fa/en.ts). */
export interface SessionMailTemplates {
  /** Sessions booked; `withName` is the other side (the therapist for a client, and back). */
  booked(input: { when: string[]; withName: string; link: string; evaluation: boolean }): Mail;
  proposed(input: { when: string; therapist: string; note: string | null }): Mail;
  declined(input: { therapist: string; note: string | null }): Mail;
  cancelled(input: { when: string; withName: string; charged: boolean }): Mail;
  moved(input: { from: string; to: string; withName: string; link: string }): Mail;
}

export function mailTemplates(locale: Locale): SessionMailTemplates {
  return locale === 'en' ? sessionMailEn : sessionMailFa;
}

const DEFAULT_TIME_ZONE = 'Asia/Tehran';

function usableZone(tz: string | null): string {
  if (!tz) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: runtimeTimeZone(tz) });
    return runtimeTimeZone(tz);
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/**
 * An instant as the recipient reads it: their language, zone and calendar (Solar by default in
 * Persian, Gregorian in English), with the zone named so nobody guesses.
 */
export function formatWhen(
  instant: Date,
  reader: { locale: Locale; tz: string | null; calendar: CalendarKind | null },
): string {
  const calendar = reader.calendar ?? (reader.locale === 'fa' ? 'solar' : 'gregorian');
  const language = reader.locale === 'fa' ? 'fa-IR' : 'en-GB';
  const tag = `${language}-u-ca-${calendar === 'solar' ? 'persian' : 'gregory'}`;
  const timeZone = usableZone(reader.tz);
  const text = new Intl.DateTimeFormat(tag, {
    timeZone,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(instant);
  return `${text} (${timeZone})`;
}
