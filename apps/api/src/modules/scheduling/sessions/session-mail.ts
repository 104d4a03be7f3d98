import type { Locale } from '@ravan/contract';
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
