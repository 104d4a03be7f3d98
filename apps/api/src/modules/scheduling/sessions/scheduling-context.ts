import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { contextLog } from '../../../lib/log-context';
import type { MeetingLinks } from '../../../providers/video';
import { findContact } from './contacts';
import { readerFor, type Notice } from './notices';

/**
 * What other domains do when scheduling events happen (support calls, the client's journey). The
 * app composes them and hands them in, so scheduling imports none of those slices (no cycles).
 * Each runs inside the event's own transaction: it commits or rolls back with it.
 */
export interface SchedulingHooks {
  /** An evaluation session was booked (pre-session). */
  evaluationBooked(
    tx: Executor,
    event: { userId: number; sessionId: number; startsAt: Date; at: Date },
  ): Promise<void>;
  /** A client asked for sessions. */
  sessionRequested(
    tx: Executor,
    event: { userId: number; requestId: number; at: Date },
  ): Promise<void>;
}

export const NO_SCHEDULING_HOOKS: SchedulingHooks = {
  evaluationBooked: async () => undefined,
  sessionRequested: async () => undefined,
};

/** What the scheduling services share: the app's deps, meeting rooms, the notifier and hooks. */
export interface SchedulingContext {
  deps: AppDeps;
  hooks: SchedulingHooks;
  links: MeetingLinks;
  /** Sends after the change committed; a failed message is logged, never undoes the change. */
  notify(notices: Notice[]): Promise<void>;
}

export function createSchedulingContext(
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  hooks: SchedulingHooks = NO_SCHEDULING_HOOKS,
): SchedulingContext {
  return {
    deps,
    hooks,
    links: deps.meetingLinks,
    async notify(notices) {
      for (const notice of notices) {
        try {
          const contact = await findContact(deps.database.db, notice.userId);
          if (!contact?.email) continue;
          const mail = notice.compose(readerFor(contact));
          await deps.messages.send({ channel: 'email', to: contact.email, ...mail });
        } catch (error) {
          // The request's (or job run's) logger when there is one, so the line carries its id.
          contextLog(log).warn(
            { err: error, userId: notice.userId },
            'scheduling message not sent',
          );
        }
      }
    },
  };
}
