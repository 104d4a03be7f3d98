import { and, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { walletAccounts, walletEntries } from './wallet.table';

export type NewWalletEntry = typeof walletEntries.$inferInsert;

/** The wallet row, created if missing, locked until the transaction ends. */
export async function lockWalletAccount(tx: Executor, userId: number, currency: Currency) {
  await tx.insert(walletAccounts).values({ userId, currency }).onConflictDoNothing();
  const [account] = await tx
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, userId), eq(walletAccounts.currency, currency)))
    .for('update');
  if (!account) throw new Error('wallet account vanished');
  return account;
}

/** Inserts an entry unless its idempotency key exists; answers the new row or undefined. */
export async function insertEntryOnce(tx: Executor, entry: NewWalletEntry) {
  const [row] = await tx.insert(walletEntries).values(entry).onConflictDoNothing().returning();
  return row;
}

export async function setAccountTotals(
  tx: Executor,
  userId: number,
  currency: Currency,
  totals: { balanceMinor: bigint; debtMinor: bigint },
) {
  await tx
    .update(walletAccounts)
    .set({ ...totals, updatedAt: sql`now()` })
    .where(and(eq(walletAccounts.userId, userId), eq(walletAccounts.currency, currency)));
}

export async function listAccounts(db: Executor, userId: number) {
  return db
    .select()
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .orderBy(walletAccounts.currency);
}

export async function pageEntries(db: Executor, userId: number, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.id))
    .limit(limit)
    .offset(offset);
  const total = await db.$count(walletEntries, eq(walletEntries.userId, userId));
  return { rows, total };
}

/** Σ entries per currency: the truth the account balance must always equal. */
export async function sumEntries(db: Executor, userId: number) {
  return db
    .select({
      currency: walletEntries.currency,
      total: sum(walletEntries.amountMinor).mapWith(BigInt),
    })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .groupBy(walletEntries.currency);
}

/** Which of the payments have a wallet entry of their own (credited to the wallet, not a factor). */
export async function paymentIdsWithEntries(
  db: Executor,
  paymentIds: readonly number[],
): Promise<Set<number>> {
  if (paymentIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ paymentId: walletEntries.paymentId })
    .from(walletEntries)
    .where(inArray(walletEntries.paymentId, [...paymentIds]));
  return new Set(rows.map((row) => row.paymentId).filter((id): id is number => id !== null));
}

/** The invite gifts credited to the user's wallet, per currency. */
export async function inviteCreditTotals(
  db: Executor,
  userId: number,
): Promise<{ currency: Currency; amount: bigint }[]> {
  const rows = await db
    .select({
      currency: walletEntries.currency,
      amount: sql<string>`sum(${walletEntries.amountMinor})`,
    })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.kind, 'invite_credit')))
    .groupBy(walletEntries.currency)
    .orderBy(walletEntries.currency);
  return rows.map((row) => ({ currency: row.currency, amount: BigInt(row.amount) }));
}
