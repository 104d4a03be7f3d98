import { SESSION_READY_MINUTES_BEFORE, type Locale } from '@ravan/contract';
import { t } from '../../../copy/t';
import type { ReminderKind } from '../sessions';

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

export function reminderEmail(locale: Locale, facts: ReminderFacts) {
  return {
    subject: t(locale, `reminder.subject.${facts.kind}`),
    body: t(locale, 'reminder.email.body', {
      withName: facts.withName,
      when: facts.when,
      link: facts.meetingUrl,
      minutes: SESSION_READY_MINUTES_BEFORE,
    }),
  };
}

/** One short line for WhatsApp: the same facts, no subject. */
export function reminderWhatsApp(locale: Locale, facts: ReminderFacts): string {
  return t(locale, 'reminder.whatsapp', {
    withName: facts.withName,
    when: facts.when,
    link: facts.meetingUrl,
  });
}

/** The calendar entry's title and notes: same rule, no therapy subject. */
export function calendarText(locale: Locale, withName: string, meetingUrl: string) {
  return {
    summary: t(locale, 'calendar.summary', { withName }),
    description: t(locale, 'calendar.description', { link: meetingUrl }),
  };
}
