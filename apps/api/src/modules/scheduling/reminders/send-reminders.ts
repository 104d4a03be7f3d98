import type { AppDeps } from '../../../app-deps';
import type { RunContext } from '../../../lib/run-context';
import type { OutgoingMessage } from '../../../providers/messaging';
import { loadParties } from './parties';
import { claimDueReminders, loadScheduledSessions, type ReminderKind } from '../sessions';
import { reminderMessages } from './reminder-messages';

const BATCH = 50;
// The nearer reminder first: if a run is cut short, the 1-hour ones are what matters most.
const KINDS: ReminderKind[] = ['1h', '24h'];

/**
 * Sends every reminder due now, each exactly once across all processes: claiming (an atomic
 * UPDATE … RETURNING) commits before anything is sent, so no network call waits inside a
 * transaction and no second claimer can pick the same reminder up.
 */
export async function sendDueReminders(
  deps: AppDeps,
  context: RunContext = {},
): Promise<{ reminders: number; messages: number; failed: number }> {
  const now = deps.clock.now();
  const totals = { reminders: 0, messages: 0, failed: 0 };
  for (const kind of KINDS) {
    for (;;) {
      if (context.signal?.aborted) return totals;
      const ids = await claimDueReminders(deps.database.db, kind, now, BATCH);
      const sent = await deliver(deps, context, kind, ids, now);
      totals.reminders += sent.reminders;
      totals.messages += sent.messages;
      totals.failed += sent.failed;
      if (ids.length < BATCH) break;
    }
  }
  return totals;
}

async function deliver(
  deps: AppDeps,
  context: RunContext,
  kind: ReminderKind,
  ids: number[],
  now: Date,
) {
  const db = deps.database.db;
  const due = await loadScheduledSessions(db, ids);
  const parties = await loadParties(db, due);
  const result = { reminders: 0, messages: 0, failed: 0 };
  for (const session of due) {
    const client = parties.clients.get(session.userId);
    const therapist = parties.therapists.get(session.therapistId);
    if (!client || !therapist) continue;
    const input = { kind, session, stamp: now, publicUrl: deps.config.publicUrl };
    result.reminders += 1;
    for (const message of reminderMessages(input, client, therapist)) {
      if (await trySend(deps, context, message, session.id)) result.messages += 1;
      else result.failed += 1;
    }
  }
  return result;
}

async function trySend(
  deps: AppDeps,
  context: RunContext,
  message: OutgoingMessage,
  sessionId: number,
): Promise<boolean> {
  try {
    await deps.messages.send(message);
    return true;
  } catch (error) {
    context.sendFailed?.(error, { sessionId, channel: message.channel });
    return false;
  }
}
