import { formatWeekly } from '@ravan/contract';
import type { OutgoingMessage } from '../../../providers/messaging';
import { sessionCalendarFile, type Party } from '../reminders';
import { releaseNoticeToClient, releaseNoticeToTherapist } from './release-mail';
import type { ReleasedSlot } from './release-weekly-slot';

/**
 * The emails telling client and therapist that a slot was released, each in the reader's language,
 * zone and calendar. Each cancelled session rides along as a METHOD:CANCEL .ics (one per file:
 * iTIP allows one UID per calendar object), so calendar apps drop the entries they hold.
 */
export function releaseNotices(
  released: ReleasedSlot,
  client: Party,
  therapist: Party,
  context: { stamp: Date; publicUrl: string | undefined },
): OutgoingMessage[] {
  const messages: OutgoingMessage[] = [];
  for (const [reader, other, compose] of [
    [client, therapist, releaseNoticeToClient],
    [therapist, client, releaseNoticeToTherapist],
  ] as const) {
    if (!reader.email) continue;
    const withName = other.name[reader.locale];
    const { subject, body } = compose(reader.locale, {
      withName,
      weekly: formatWeekly(released.anchor, reader),
      cancelled: released.cancelled.length,
    });
    const attachments = released.cancelled.map((session) =>
      sessionCalendarFile({
        session,
        locale: reader.locale,
        withName,
        stamp: context.stamp,
        publicUrl: context.publicUrl,
        method: 'CANCEL',
      }),
    );
    messages.push({ channel: 'email', to: reader.email, subject, body, attachments });
  }
  return messages;
}
