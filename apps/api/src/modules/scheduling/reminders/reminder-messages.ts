import { formatZonedWithZone } from '@ravan/contract';
import type { OutgoingMessage } from '../../../providers/messaging';
import type { Party } from './parties';
import { reminderEmail, reminderWhatsApp, type ReminderFacts } from './reminder-mail';
import type { ReminderKind, ReminderSession } from '../sessions';
import { sessionCalendarFile } from './session-ics';

interface ReminderInput {
  kind: ReminderKind;
  session: ReminderSession;
  stamp: Date;
  publicUrl: string | undefined;
}

/**
 * Everything one reminder sends: an email with the .ics to the client and to the therapist, and a
 * WhatsApp line to the client's phone when there is one. Each reader gets their own language,
 * zone and calendar, and the other side's name as they know it. Pure, so it is cheap to test.
 */
export function reminderMessages(
  input: ReminderInput,
  client: Party,
  therapist: Party,
): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [];
  if (client.email) messages.push(emailTo(input, client.email, client, therapist));
  if (client.cel) {
    const body = reminderWhatsApp(client.locale, factsFor(input, client, therapist));
    messages.push({ channel: 'whatsapp', to: client.cel, body });
  }
  if (therapist.email) messages.push(emailTo(input, therapist.email, therapist, client));
  return messages;
}

function factsFor(input: ReminderInput, reader: Party, other: Party): ReminderFacts {
  return {
    kind: input.kind,
    withName: other.name[reader.locale],
    when: formatZonedWithZone(input.session.startsAt, reader, 'name'),
    meetingUrl: input.session.meetingUrl,
  };
}

function emailTo(input: ReminderInput, to: string, reader: Party, other: Party): OutgoingMessage {
  const facts = factsFor(input, reader, other);
  const { subject, body } = reminderEmail(reader.locale, facts);
  const file = sessionCalendarFile({
    session: input.session,
    locale: reader.locale,
    withName: facts.withName,
    stamp: input.stamp,
    publicUrl: input.publicUrl,
  });
  return { channel: 'email', to, subject, body, attachments: [file] };
}
