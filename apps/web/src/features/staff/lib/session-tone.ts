import type { SessionCardState } from '@ravan/contract';
import type { BadgeTone } from '../../../components/ui/status-badge';

/** The badge tone of a session's state (the therapist console colours them the same). */
export const SESSION_TONE: Record<SessionCardState, BadgeTone> = {
  scheduled: 'info',
  ready: 'warning',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
};
