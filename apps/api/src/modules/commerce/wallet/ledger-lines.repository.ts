import { inArray } from 'drizzle-orm';
import type { Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { walletEntries } from './wallet.table';

export interface LedgerLine {
  idempotencyKey: string;
  amountMinor: bigint;
  currency: Currency;
}

/** Wallet entries by their idempotency keys (e.g. a session's debts and their waivers). */
export function ledgerLinesByKeys(db: Executor, keys: string[]): Promise<LedgerLine[]> {
  return db
    .select({
      idempotencyKey: walletEntries.idempotencyKey,
      amountMinor: walletEntries.amountMinor,
      currency: walletEntries.currency,
    })
    .from(walletEntries)
    .where(inArray(walletEntries.idempotencyKey, keys));
}
