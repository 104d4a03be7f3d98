import type { RequestState } from '@ravan/contract';
import type { BadgeTone } from '../../../components/ui/status-badge';

/**
 * The colour each request state's badge wears for the client (always next to its words): a time
 * the therapist proposed waits on the client, so it is the one in warning. The therapist console
 * has its own mapping, where a pending request (waiting on the therapist) is the warning one.
 */
export const REQUEST_STATE_TONE: Record<RequestState, BadgeTone> = {
  pending: 'info',
  proposed: 'warning',
  approved: 'success',
  declined: 'danger',
  cancelled: 'neutral',
};
