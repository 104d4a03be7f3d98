import type { ClientMilestone } from '../../../lib/client-milestones';
import type { Executor } from '../../../db/client';
import { advanceJourney } from './journey.service';

/** The journey follows what the client does in commerce and scheduling (lib/client-milestones). */
export async function followClientMilestones(
  tx: Executor,
  userId: number,
  milestone: ClientMilestone,
): Promise<void> {
  await advanceJourney(tx, userId, milestone);
}
