import { SESSION_READY_MINUTES_BEFORE, type Locale } from '@ravan/contract';
import { localDigits } from '../../../lib/format-when';
import type { ReminderKind } from './reminders.repository';

/**
 * What a reminder says, in the reader's language. Names, time and link only: never the therapy
 * subject, a diagnosis or notes — an inbox or a phone's lock screen is not a private place.
 */
export interface ReminderFacts {
  kind: ReminderKind;
  /** Whom the session is with, in the reader's language. */
  withName: string;
  /** formatWhen() in the reader's zone and calendar. */
  when: string;
  meetingUrl: string;
}

const SUBJECTS: Record<Locale, Record<ReminderKind, string>> = {
  fa: { '24h': 'یادآوری جلسه در روان', '1h': 'جلسهٔ شما در روان به‌زودی شروع می‌شود' },
  en: { '24h': 'Reminder: your Ravan session', '1h': 'Your Ravan session starts soon' },
};

export function reminderEmail(locale: Locale, facts: ReminderFacts) {
  const minutes = localDigits(SESSION_READY_MINUTES_BEFORE, locale);
  const body =
    locale === 'fa'
      ? [
          `جلسهٔ شما با ${facts.withName}`,
          `زمان: ${facts.when}`,
          `لینک جلسه: ${facts.meetingUrl}`,
          `از ${minutes} دقیقه پیش از شروع می‌توانید وارد جلسه شوید. فایل تقویم پیوست است.`,
        ]
      : [
          `Your session with ${facts.withName}`,
          `When: ${facts.when}`,
          `Meeting link: ${facts.meetingUrl}`,
          `You can join from ${minutes} minutes before the start. A calendar file is attached.`,
        ];
  return { subject: SUBJECTS[locale][facts.kind], body: body.join('\n') };
}

/** One short line for WhatsApp: the same facts, no subject. */
export function reminderWhatsApp(locale: Locale, facts: ReminderFacts): string {
  return locale === 'fa'
    ? `روان: یادآوری جلسهٔ شما با ${facts.withName}، ${facts.when}. لینک جلسه: ${facts.meetingUrl}`
    : `Ravan: a reminder of your session with ${facts.withName}, ${facts.when}. Meeting link: ${facts.meetingUrl}`;
}

/** The calendar entry's title and notes: same rule, no therapy subject. */
export function calendarText(locale: Locale, withName: string, meetingUrl: string) {
  return locale === 'fa'
    ? { summary: `جلسهٔ روان با ${withName}`, description: `لینک جلسه: ${meetingUrl}` }
    : { summary: `Ravan session with ${withName}`, description: `Meeting link: ${meetingUrl}` };
}
