import type { CancelReason, Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { postToWallet } from '../../commerce/wallet';
import { changeCreditUse } from '../../commerce/credits';
import { lockSession, updateSession, type SessionRow } from './sessions.repository';

/** Idempotency keys of the wallet debts a session can cause: one late fee, one overtime charge. */
export const chargeKey = {
  lateFee: (sessionId: number) => `session:${sessionId}:late_fee`,
  overtime: (sessionId: number) => `session:${sessionId}:overtime`,
};

/**
 * Cancels a locked, scheduled session with a reason in the caller's transaction. Unless it is
 * charged, its credit returns to the package (used − 1).
 */
export async function cancelLocked(
  tx: Executor,
  session: SessionRow,
  reason: CancelReason,
  now: Date,
  options: { charged?: boolean } = {},
): Promise<SessionRow> {
  const charged = options.charged ?? false;
  const row = await updateSession(tx, session.id, {
    state: 'cancelled',
    cancelReason: reason,
    cancelledAt: now,
    charged,
  });
  if (session.creditId !== null && !charged) await changeCreditUse(tx, session.creditId, -1);
  return row;
}

/**
 * For jobs and other modules: cancel a session with a reason inside the caller's transaction
 * (locks the session row first), giving its credit back. Null when the session is not scheduled
 * any more (already cancelled, held or missed): nothing changes.
 */
export async function cancelSessionInTransaction(
  tx: Executor,
  sessionId: number,
  reason: CancelReason,
  now: Date,
): Promise<SessionRow | null> {
  const session = await lockSession(tx, sessionId);
  if (!session || session.state !== 'scheduled') return null;
  return cancelLocked(tx, session, reason, now);
}

/** A debt in the client's wallet, once per session and kind (SPEC.md §9: late change, overtime). */
export async function postSessionDebt(
  tx: Executor,
  session: SessionRow,
  kind: 'late_fee_debt' | 'overtime_debt',
  amountMinor: bigint,
  currency: Currency,
): Promise<void> {
  if (amountMinor <= 0n) return;
  await postToWallet(tx, {
    userId: session.userId,
    currency,
    amountMinor: -amountMinor,
    kind,
    idempotencyKey:
      kind === 'late_fee_debt' ? chargeKey.lateFee(session.id) : chargeKey.overtime(session.id),
    note: `session ${session.id}`,
  });
}
