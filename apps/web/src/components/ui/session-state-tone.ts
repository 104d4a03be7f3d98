import type { SessionCardState } from '@ravan/contract';
import type { BadgeTone } from './status-badge';

/** The badge tone of a session's state, the same for client, therapist and staff. */
export const SESSION_STATE_TONE: Record<SessionCardState, BadgeTone> = {
  scheduled: 'info',
  ready: 'warning',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
};
