import type { Executor } from '../db/client';

/**
 * Things a client reaches in one slice that another slice follows, without the first importing
 * the second: commerce says a package is paid, scheduling that a session was requested or
 * booked, and the care journey (which imports both) moves. The app registers its followers once
 * at composition (`app.ts`); they run in the caller's transaction, so the move commits or rolls
 * back with what caused it. A follower must not throw for a milestone it does not care about.
 */
export type ClientMilestone =
  'package_paid' | 'session_requested' | 'request_closed' | 'session_booked';

export type MilestoneFollower = (
  tx: Executor,
  userId: number,
  milestone: ClientMilestone,
) => Promise<void>;

const followers = new Set<MilestoneFollower>();

/** Registers a follower; registering the same function again (a second app in tests) is a no-op. */
export function followMilestones(follower: MilestoneFollower): void {
  followers.add(follower);
}

/** Tells every follower, in order, inside the caller's transaction. */
export async function clientReached(
  tx: Executor,
  userId: number,
  milestone: ClientMilestone,
): Promise<void> {
  for (const follower of followers) await follower(tx, userId, milestone);
}
