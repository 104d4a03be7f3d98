import type { ConsoleSession } from '@ravan/contract';

type Override = 'cancel_free' | 'grant_reschedule' | 'waive_charge';

/**
 * Which overrides make sense for a session as shown (the server has the last word): a free
 * cancel needs a session still booked, waiving needs a charge; one more free reschedule always.
 */
export function overrideAvailable(action: Override, session: ConsoleSession): boolean {
  if (action === 'cancel_free') return session.state === 'scheduled';
  if (action === 'waive_charge') return session.charged;
  return true;
}
