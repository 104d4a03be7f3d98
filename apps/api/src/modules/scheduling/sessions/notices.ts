import {
  formatZonedWithZone,
  usableTimeZone,
  type CalendarKind,
  type Locale,
} from '@ravan/contract';
import type { TherapistRow } from '../therapists';
import type { ClientInfo, SessionRecord } from './session-records';
import { mailTemplates, type Mail, type SessionMailTemplates } from './session-mail';

/** The recipient as a message is written for them: language, templates and their way of dates. */
export interface Reader {
  locale: Locale;
  t: SessionMailTemplates;
  when(instant: Date): string;
}

/** A message to one user, composed once their language, zone and calendar are known. */
export interface Notice {
  userId: number;
  compose(reader: Reader): Mail;
}

/** What is known of a reader's choices: zone and calendar may be unset. */
export interface ReaderChoices {
  locale: Locale;
  tz: string | null;
  calendar: CalendarKind | null;
}

/**
 * Dates in the reader's language, zone and calendar, with the zone's id so nobody guesses; unset
 * choices take the defaults (Asia/Tehran; the calendar of the language), as does a zone this
 * runtime cannot use.
 */
export function readerFor(contact: ReaderChoices): Reader {
  const options = { ...contact, tz: usableTimeZone(contact.tz) };
  return {
    locale: contact.locale,
    t: mailTemplates(contact.locale),
    when: (instant) => formatZonedWithZone(instant, options, 'id'),
  };
}

const therapistName = (therapist: TherapistRow, locale: Locale) =>
  locale === 'fa' ? therapist.nameFa : therapist.nameEn;
const clientName = (client: ClientInfo) =>
  [client.firstname, client.lastname].filter(Boolean).join(' ') || `#${client.id}`;

/** Newly booked sessions of one client with one therapist: both are told. */
export function bookedNotices(records: SessionRecord[]): Notice[] {
  const [first] = records;
  if (!first) return [];
  const evaluation = first.session.kind === 'evaluation';
  const link = first.session.meetingUrl;
  const times = records.map((record) => record.session.startsAt);
  return [
    {
      userId: first.client.id,
      compose: ({ t, when, locale }) =>
        t.booked({
          when: times.map(when),
          withName: therapistName(first.therapist, locale),
          link,
          evaluation,
        }),
    },
    {
      userId: first.therapist.userId,
      compose: ({ t, when }) =>
        t.booked({ when: times.map(when), withName: clientName(first.client), link, evaluation }),
    },
  ];
}

export function proposedNotice(
  clientId: number,
  therapist: TherapistRow,
  start: Date,
  note: string | null,
): Notice {
  return {
    userId: clientId,
    compose: ({ t, when, locale }) =>
      t.proposed({ when: when(start), therapist: therapistName(therapist, locale), note }),
  };
}

export function declinedNotice(
  clientId: number,
  therapist: TherapistRow,
  note: string | null,
): Notice {
  return {
    userId: clientId,
    compose: ({ t, locale }) => t.declined({ therapist: therapistName(therapist, locale), note }),
  };
}

/** A cancelled session: the client and the therapist are told (and whether it was charged). */
export function cancelledNotices(record: SessionRecord): Notice[] {
  const { session, therapist, client } = record;
  return [
    {
      userId: client.id,
      compose: ({ t, when, locale }) =>
        t.cancelled({
          when: when(session.startsAt),
          withName: therapistName(therapist, locale),
          charged: session.charged,
        }),
    },
    {
      userId: therapist.userId,
      compose: ({ t, when }) =>
        t.cancelled({
          when: when(session.startsAt),
          withName: clientName(client),
          charged: session.charged,
        }),
    },
  ];
}

export function movedNotices(from: SessionRecord, to: SessionRecord): Notice[] {
  const compose =
    (withName: (locale: Locale) => string) =>
    ({ t, when, locale }: Reader) =>
      t.moved({
        from: when(from.session.startsAt),
        to: when(to.session.startsAt),
        withName: withName(locale),
        link: to.session.meetingUrl,
      });
  return [
    { userId: from.client.id, compose: compose((locale) => therapistName(from.therapist, locale)) },
    { userId: from.therapist.userId, compose: compose(() => clientName(from.client)) },
  ];
}
