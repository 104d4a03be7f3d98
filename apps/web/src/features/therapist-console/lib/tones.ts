import type { RequestState, SessionCardState } from '@ravan/contract';
import type { BadgeTone } from '../../../components/ui/status-badge';

export const REQUEST_TONE: Record<RequestState, BadgeTone> = {
  pending: 'warning',
  proposed: 'info',
  approved: 'success',
  declined: 'danger',
  cancelled: 'neutral',
};

export const SESSION_TONE: Record<SessionCardState, BadgeTone> = {
  scheduled: 'info',
  ready: 'warning',
  completed: 'success',
  cancelled: 'neutral',
  no_show: 'danger',
};

export const EXCEPTION_TONE = { off: 'danger', extra: 'success' } as const satisfies Record<
  'off' | 'extra',
  BadgeTone
>;
