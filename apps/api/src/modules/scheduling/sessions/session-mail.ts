import {
  FREE_CHANGE_NOTICE_HOURS,
  SESSION_READY_MINUTES_BEFORE,
  type Locale,
} from '@ravan/contract';
import { bulletList, t, yesNo } from '../../../copy/t';

export interface Mail {
  subject: string;
  body: string;
}

/** What scheduling tells people, in their language (copy/fa.ts, copy/en.ts). */
export interface SessionMailTemplates {
  /** Sessions booked; `withName` is the other side (the therapist for a client, and back). */
  booked(input: { when: string[]; withName: string; link: string; evaluation: boolean }): Mail;
  proposed(input: { when: string; therapist: string; note: string | null }): Mail;
  declined(input: { therapist: string; note: string | null }): Mail;
  cancelled(input: { when: string; withName: string; charged: boolean }): Mail;
  moved(input: { from: string; to: string; withName: string; link: string }): Mail;
}

const note = (text: string | null) => ({ hasNote: yesNo(Boolean(text)), note: text ?? '' });

function templatesIn(locale: Locale): SessionMailTemplates {
  return {
    booked: ({ when, withName, link, evaluation }) => {
      const kind = evaluation ? 'evaluation' : 'therapy';
      return {
        subject: t(locale, 'session.booked.subject', { kind }),
        body: t(locale, 'session.booked.body', {
          kind,
          count: when.length,
          withName,
          times: bulletList(when),
          minutes: SESSION_READY_MINUTES_BEFORE,
          link,
        }),
      };
    },
    proposed: ({ when, therapist, note: text }) => ({
      subject: t(locale, 'session.proposed.subject'),
      body: t(locale, 'session.proposed.body', { therapist, when, ...note(text) }),
    }),
    declined: ({ therapist, note: text }) => ({
      subject: t(locale, 'session.declined.subject'),
      body: t(locale, 'session.declined.body', { therapist, ...note(text) }),
    }),
    cancelled: ({ when, withName, charged }) => ({
      subject: t(locale, 'session.cancelled.subject'),
      body: t(locale, 'session.cancelled.body', {
        withName,
        when,
        charged: yesNo(charged),
        hours: FREE_CHANGE_NOTICE_HOURS,
      }),
    }),
    moved: ({ from, to, withName, link }) => ({
      subject: t(locale, 'session.moved.subject'),
      body: t(locale, 'session.moved.body', { withName, from, to, link }),
    }),
  };
}

const TEMPLATES: Record<Locale, SessionMailTemplates> = {
  fa: templatesIn('fa'),
  en: templatesIn('en'),
};

export function mailTemplates(locale: Locale): SessionMailTemplates {
  return TEMPLATES[locale];
}
