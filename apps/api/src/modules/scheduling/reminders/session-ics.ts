import type { Locale } from '@ravan/contract';
import { buildIcs, icsAttachment, type IcsMethod } from '../../../providers/calendar';
import { calendarText } from './reminder-mail';

export interface CalendarSession {
  id: number;
  startsAt: Date;
  endsAt: Date;
  meetingUrl: string;
  version: number;
}

/**
 * One UID per session for its whole life, so every copy (reminders, a cancellation) lands on the
 * same calendar entry; the host part keeps UIDs of different deployments apart.
 */
export function sessionUid(sessionId: number, publicUrl: string | undefined): string {
  const host = publicUrl ? new URL(publicUrl).hostname : 'ravan.local';
  return `session-${sessionId}@${host}`;
}

/** The .ics attachment for one session as seen by one reader. */
export function sessionCalendarFile(input: {
  session: CalendarSession;
  locale: Locale;
  withName: string;
  stamp: Date;
  publicUrl: string | undefined;
  method?: IcsMethod;
}) {
  const { session, method = 'PUBLISH' } = input;
  const text = calendarText(input.locale, input.withName, session.meetingUrl);
  const ics = buildIcs(
    {
      uid: sessionUid(session.id, input.publicUrl),
      sequence: session.version,
      stamp: input.stamp,
      start: session.startsAt,
      end: session.endsAt,
      summary: text.summary,
      description: text.description,
      url: session.meetingUrl,
    },
    method,
  );
  return icsAttachment(`ravan-session-${session.id}.ics`, ics, method);
}
