import {
  FREE_CHANGE_NOTICE_HOURS,
  FREE_RESCHEDULES_PER_PACKAGE,
  type ChangeAction,
  type ChangeConsequence,
} from '@ravan/contract';

/** Everything the attendance rules (SPEC.md §9) look at, read under the caller's locks. */
export interface ChangeFacts {
  action: ChangeAction;
  /** From now until the session starts (negative once it has started). */
  hoursUntilStart: number;
  /** Free reschedules the session's package still has (see freeReschedulesLeft). */
  freeReschedulesLeft: number;
  /** Another unused credit the replacement session of a late reschedule could take. */
  hasSpareCredit: boolean;
  /** The full fee of one session of the package; null for a session that costs nothing (evaluation). */
  fee: { amount: number; currency: string } | null;
}

export function freeReschedulesLeft(reschedulesUsed: number): number {
  return Math.max(0, FREE_RESCHEDULES_PER_PACKAGE - reschedulesUsed);
}

/**
 * What a cancel or reschedule costs. The preview and the change itself call this one function
 * (the change under its locks), so what the client is shown is what happens:
 *
 * - cancel ≥ 24 h ahead: free, the credit returns; later: charged, the credit stays spent.
 * - reschedule ≥ 24 h ahead while the package has free reschedules: free, one is used, the
 *   credit moves to the new time. Otherwise it counts as late: the old session is charged and
 *   the new one takes another unused credit, or — none left — the fee becomes a wallet debt.
 * - a session that costs nothing (the evaluation) changes for free.
 */
export function decideChange(facts: ChangeFacts): ChangeConsequence {
  const base = {
    action: facts.action,
    hours_until_start: Math.round(facts.hoursUntilStart * 100) / 100,
    free_reschedules_left: facts.freeReschedulesLeft,
  };
  const free = (reason: 'notice' | 'free_reschedule', left = facts.freeReschedulesLeft) => ({
    ...base,
    free: true,
    reason,
    free_reschedules_left: left,
    fee: null,
    paid_by: null,
  });
  const charged = (reason: 'late' | 'no_free_reschedules', paidBy: 'credit' | 'wallet_debt') => ({
    ...base,
    free: false,
    reason,
    fee: facts.fee,
    paid_by: paidBy,
  });

  const inNotice = facts.hoursUntilStart >= FREE_CHANGE_NOTICE_HOURS;
  if (facts.fee === null) return free('notice');
  if (facts.action === 'cancel') return inNotice ? free('notice') : charged('late', 'credit');
  if (inNotice && facts.freeReschedulesLeft > 0)
    return free('free_reschedule', facts.freeReschedulesLeft - 1);
  return charged(
    inNotice ? 'no_free_reschedules' : 'late',
    facts.hasSpareCredit ? 'credit' : 'wallet_debt',
  );
}
