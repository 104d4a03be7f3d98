import type { RequestState, SessionCardState } from '@ravan/contract';
import type { BadgeTone } from '../../../components/ui/status-badge';

/** The colour each state's badge wears (always next to its words). */
export const CARD_STATE_TONE: Record<SessionCardState, BadgeTone> = {
  scheduled: 'info',
  ready: 'warning',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
};

export const REQUEST_STATE_TONE: Record<RequestState, BadgeTone> = {
  pending: 'info',
  proposed: 'warning',
  approved: 'success',
  declined: 'danger',
  cancelled: 'neutral',
};
