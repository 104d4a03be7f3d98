import type { AppDeps } from '../../../app-deps';
import { failAwaitingOnlineBefore } from './payments.repository';

/** An online payment nobody came back from within this long is given up. */
export const ABANDONED_PAYMENT_MS = 2 * 60 * 60 * 1000;

/**
 * Job: online payments still `awaiting` two hours after they started are marked `failed`, so the
 * invoice's screens stop waiting for them. The invoice is not touched (an awaiting payment never
 * counted towards it). Safe to run in several processes at once: one conditional UPDATE decides.
 * Money that still arrives later is not lost: `settleOnlinePayment` accepts a verified payment
 * for a `failed` online payment (to the invoice if it still owes it, else to the wallet).
 * Answers how many payments it failed.
 */
export async function expireAbandonedPayments(deps: AppDeps, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - ABANDONED_PAYMENT_MS);
  const failed = await failAwaitingOnlineBefore(deps.database.db, cutoff, now);
  return failed.length;
}
