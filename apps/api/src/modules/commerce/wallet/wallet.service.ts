import type { Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { insertEntryOnce, lockWalletAccount, setAccountTotals } from './wallet.repository';
import type { WalletEntryKind } from './wallet.table';

/** Entries that may take a balance below zero, recorded as debt (late changes, overtime). */
const DEBT_KINDS: readonly WalletEntryKind[] = ['late_fee_debt', 'overtime_debt'];
/** Entries that pay debt off: a settlement, or staff waiving a charge. */
const DEBT_RELIEF_KINDS: readonly WalletEntryKind[] = ['debt_settlement', 'fee_waiver'];

export interface LedgerPosting {
  userId: number;
  currency: Currency;
  /** Signed minor units: credit > 0, debit < 0. */
  amountMinor: bigint;
  kind: WalletEntryKind;
  /** The same effect posted twice (a repeated callback, a retried request) is recorded once. */
  idempotencyKey: string;
  factorId?: number | null;
  paymentId?: number | null;
  note?: string | null;
}

export interface PostingResult {
  applied: boolean;
  balanceMinor: bigint;
  debtMinor: bigint;
}

/**
 * The only way money moves in a wallet, inside the caller's transaction: lock the wallet row,
 * record the entry once, and keep the running balance equal to the sum of entries. A debit may
 * not take the balance below zero; only a debt entry (late change, overtime) may, and it is
 * recorded as debt that a later settlement or a staff waiver pays off.
 */
export async function postToWallet(tx: Executor, posting: LedgerPosting): Promise<PostingResult> {
  if (posting.amountMinor === 0n) throw new Error('a ledger entry moves money');
  const account = await lockWalletAccount(tx, posting.userId, posting.currency);
  const isDebt = DEBT_KINDS.includes(posting.kind);
  if (isDebt && posting.amountMinor > 0n) throw new Error('a debt entry is a debit');
  const balance = account.balanceMinor + posting.amountMinor;
  if (posting.amountMinor < 0n && !isDebt && balance < 0n) throw new AppError('insufficient_funds');

  const entry = await insertEntryOnce(tx, {
    userId: posting.userId,
    currency: posting.currency,
    amountMinor: posting.amountMinor,
    kind: posting.kind,
    idempotencyKey: posting.idempotencyKey,
    factorId: posting.factorId ?? null,
    paymentId: posting.paymentId ?? null,
    note: posting.note ?? null,
  });
  if (!entry)
    return { applied: false, balanceMinor: account.balanceMinor, debtMinor: account.debtMinor };

  let debt = account.debtMinor;
  if (isDebt) debt += -posting.amountMinor;
  else if (DEBT_RELIEF_KINDS.includes(posting.kind))
    debt = debt > posting.amountMinor ? debt - posting.amountMinor : 0n;
  await setAccountTotals(tx, posting.userId, posting.currency, {
    balanceMinor: balance,
    debtMinor: debt,
  });
  return { applied: true, balanceMinor: balance, debtMinor: debt };
}
