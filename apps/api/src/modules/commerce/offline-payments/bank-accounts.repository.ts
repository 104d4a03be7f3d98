import { and, asc, eq, sql } from 'drizzle-orm';
import type { Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { bankAccounts } from './bank-accounts.table';

export type BankAccountRow = typeof bankAccounts.$inferSelect;

/** Every account, as the admin screen lists them: by platform, currency, then order. */
export async function listAllBankAccounts(db: Executor): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .orderBy(
      asc(bankAccounts.platformId),
      asc(bankAccounts.currency),
      asc(bankAccounts.sortOrder),
      asc(bankAccounts.id),
    );
}

/** The active accounts clients of a platform pay a currency to, in the admins' order. */
export async function activeBankAccountsFor(
  db: Executor,
  platformId: number,
  currency: Currency,
): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.platformId, platformId),
        eq(bankAccounts.currency, currency),
        eq(bankAccounts.active, true),
      ),
    )
    .orderBy(asc(bankAccounts.sortOrder), asc(bankAccounts.id));
}

export async function findBankAccount(
  db: Executor,
  id: number,
  lock = false,
): Promise<BankAccountRow | undefined> {
  const query = db.select().from(bankAccounts).where(eq(bankAccounts.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertBankAccount(
  db: Executor,
  values: typeof bankAccounts.$inferInsert,
): Promise<BankAccountRow> {
  const [row] = await db.insert(bankAccounts).values(values).returning();
  if (!row) throw new Error('bank account insert returned nothing');
  return row;
}

export async function updateBankAccountRow(
  db: Executor,
  id: number,
  changes: Partial<typeof bankAccounts.$inferInsert>,
): Promise<BankAccountRow> {
  const [row] = await db
    .update(bankAccounts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(bankAccounts.id, id))
    .returning();
  if (!row) throw new Error('bank account update returned nothing');
  return row;
}
