import { toWireMinor } from '@ravan/contract';
import type { ChangeAction, ChangeConsequence, Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { decideChange, freeReschedulesLeft } from './change-rules';
import {
  findCredit,
  lockTherapyCredits,
  readTherapyCredits,
  unusedOf,
  type CreditRow,
} from '../../commerce/credits';
import { priceLineOf } from '../../commerce/orders';
import { perSessionFee } from './fees';
import type { SessionRow } from './sessions.repository';

const HOUR_MS = 3_600_000;

export interface SessionFee {
  amountMinor: bigint;
  currency: Currency;
}

/** The fee of one session: its credit's invoice line; null for a session without credit (evaluation). */
export async function feeOfSession(db: Executor, session: SessionRow): Promise<SessionFee | null> {
  if (session.creditId === null) return null;
  const credit = await findCredit(db, session.creditId);
  const line = credit && (await priceLineOf(db, credit.factorId, credit.packageId));
  if (!line) return null;
  return {
    amountMinor: perSessionFee(line.unitPriceMinor, line.sessionsPerUnit),
    currency: line.currency,
  };
}

export interface ChangeDecision {
  consequence: ChangeConsequence;
  /** The client's therapy credits, oldest first (locked when asked for). */
  credits: CreditRow[];
  fee: SessionFee | null;
}

/**
 * Reads what the rules need and applies them. The preview reads without locks; a cancel or
 * reschedule calls it again inside its transaction with `lock`, after locking the session.
 */
export async function decideFor(
  db: Executor,
  session: SessionRow,
  action: ChangeAction,
  now: Date,
  lock: boolean,
): Promise<ChangeDecision> {
  const credits =
    session.kind === 'evaluation'
      ? []
      : lock
        ? await lockTherapyCredits(db, session.userId)
        : await readTherapyCredits(db, session.userId);
  const own = credits.find((credit) => credit.id === session.creditId);
  const fee = await feeOfSession(db, session);
  const consequence = decideChange({
    action,
    hoursUntilStart: (session.startsAt.getTime() - now.getTime()) / HOUR_MS,
    freeReschedulesLeft: own ? freeReschedulesLeft(own.reschedulesUsed) : 0,
    hasSpareCredit: credits.some((credit) => unusedOf(credit) > 0),
    fee: fee ? { amount: toWireMinor(fee.amountMinor), currency: fee.currency } : null,
  });
  return { consequence, credits, fee };
}
