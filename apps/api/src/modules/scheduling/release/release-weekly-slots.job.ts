import { FIXED_SLOT_RELEASE_AFTER_MISSED_WEEKS } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { RunContext } from '../../../lib/run-context';
import { loadParties } from '../reminders';
import { releaseNotices } from './release-notice';
import { findSlotsToRelease } from '../sessions';
import { releaseWeeklySlot } from './release-weekly-slot';

/**
 * The fixed-slot release rule (SPEC.md §9), run every minute: each slot that meets it is released
 * in its own transaction, and only after that commits are the client and therapist told. A slot
 * another process released first comes back null and is skipped, so nobody is told twice.
 */
export async function releaseMissedWeeklySlots(
  deps: AppDeps,
  context: RunContext = {},
): Promise<{ released: number; messages: number; failed: number }> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const totals = { released: 0, messages: 0, failed: 0 };
  const candidates = await findSlotsToRelease(db, now, FIXED_SLOT_RELEASE_AFTER_MISSED_WEEKS);
  for (const candidate of candidates) {
    if (context.signal?.aborted) break;
    const released = await releaseWeeklySlot(db, candidate.id, now);
    if (!released) continue;
    totals.released += 1;
    const parties = await loadParties(db, [released]);
    const client = parties.clients.get(released.userId);
    const therapist = parties.therapists.get(released.therapistId);
    if (!client || !therapist) continue;
    const stampAndUrl = { stamp: now, publicUrl: deps.config.publicUrl };
    for (const message of releaseNotices(released, client, therapist, stampAndUrl)) {
      try {
        await deps.messages.send(message);
        totals.messages += 1;
      } catch (error) {
        totals.failed += 1;
        context.sendFailed?.(error, { weeklySlotId: released.slotId, channel: message.channel });
      }
    }
  }
  return totals;
}
