import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CURRENCIES, WALLET_ENTRY_KINDS, type WalletEntryKind } from '@ravan/contract';
import { createdAt, inList, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';

export type { WalletEntryKind };

/**
 * The ledger: every change to a wallet is an entry (signed, minor units). Entries are never
 * updated or deleted; `idempotency_key` makes a repeated effect (callback, retry) a no-op.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    kind: text('kind', { enum: WALLET_ENTRY_KINDS }).notNull(),
    factorId: integer('factor_id'),
    paymentId: integer('payment_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wallet_entries_idempotency_key').on(table.idempotencyKey),
    index('wallet_entries_user_idx').on(table.userId, table.currency, table.id),
    check('wallet_entries_nonzero', sql`${table.amountMinor} <> 0`),
    inList(table.currency),
    inList(table.kind),
  ],
);

/**
 * One row per wallet (user, currency): the lock every change takes (SELECT … FOR UPDATE) and the
 * running balance, always equal to the sum of entries. Below zero only by a debt entry.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    debtMinor: bigint('debt_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.currency] }),
    check(
      'wallet_balance_covered_by_debt',
      sql`${table.balanceMinor} >= -${table.debtMinor} and ${table.debtMinor} >= 0`,
    ),
    inList(table.currency),
  ],
);
