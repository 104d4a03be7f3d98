import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import type { MeetingLinks } from '../../../providers/video';
import { findContact } from './contacts';
import { readerFor, type Notice } from './notices';

/** What the scheduling services share: the app's deps, meeting rooms and the notifier. */
export interface SchedulingContext {
  deps: AppDeps;
  links: MeetingLinks;
  /** Sends after the change committed; a failed message is logged, never undoes the change. */
  notify(notices: Notice[]): Promise<void>;
}

export function createSchedulingContext(
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
): SchedulingContext {
  return {
    deps,
    links: deps.meetingLinks,
    async notify(notices) {
      for (const notice of notices) {
        try {
          const contact = await findContact(deps.database.db, notice.userId);
          if (!contact?.email) continue;
          const mail = notice.compose(readerFor(contact));
          await deps.messages.send({ channel: 'email', to: contact.email, ...mail });
        } catch (error) {
          log.warn({ err: error, userId: notice.userId }, 'scheduling message not sent');
        }
      }
    },
  };
}
