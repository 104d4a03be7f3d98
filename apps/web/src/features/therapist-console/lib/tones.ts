import type { RequestState } from '@ravan/contract';
import type { BadgeTone } from '../../../components/ui/status-badge';

/** A pending request waits on the therapist, so it is the one in warning here (not for clients). */
export const REQUEST_TONE: Record<RequestState, BadgeTone> = {
  pending: 'warning',
  proposed: 'info',
  approved: 'success',
  declined: 'danger',
  cancelled: 'neutral',
};

export const EXCEPTION_TONE = { off: 'danger', extra: 'success' } as const satisfies Record<
  'off' | 'extra',
  BadgeTone
>;
