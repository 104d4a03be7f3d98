import type { Job } from './modules/platform/jobs';
import { removeOrphanFiles } from './modules/platform/files';
import { pruneHits } from './modules/platform/throttle';
import { expireAbandonedPayments } from './modules/commerce/payments';
import { sendDueReminders } from './modules/scheduling/reminders';
import { releaseMissedWeeklySlots } from './modules/scheduling/release';

/** Every background job, composed here so the runner knows no domain. */
export const JOBS: Job[] = [
  { name: 'session-reminders', run: sendDueReminders },
  { name: 'release-weekly-slots', run: releaseMissedWeeklySlots },
  {
    name: 'expire-abandoned-payments',
    run: async (deps) => ({ failed: await expireAbandonedPayments(deps, deps.clock.now()) }),
  },
  { name: 'remove-orphan-files', run: (deps) => removeOrphanFiles(deps, deps.clock.now()) },
  // Throttle counts older than a day no longer count in any window.
  { name: 'prune-throttles', run: (deps) => pruneHits(deps.database.db, deps.clock) },
];
