import { asc, eq, inArray } from 'drizzle-orm';
import type { Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { exchangeRates } from './exchange-rates.table';
import { packagePrices, packages } from './packages.table';

export type PackageRow = typeof packages.$inferSelect;
export type PackagePriceRow = typeof packagePrices.$inferSelect;
export type NewPackage = typeof packages.$inferInsert;
export type PackageChanges = Partial<Omit<NewPackage, 'id' | 'createdAt'>>;
export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/** Packages (all, or the given ones) in catalogue order, with their prices by currency. */
export async function packagesWithPrices(
  db: Executor,
  ids?: number[],
): Promise<{ rows: PackageRow[]; prices: PackagePriceRow[] }> {
  const rows = await db
    .select()
    .from(packages)
    .where(ids ? inArray(packages.id, ids) : undefined)
    .orderBy(asc(packages.sortOrder), asc(packages.id));
  if (rows.length === 0) return { rows, prices: [] };
  const prices = await db
    .select()
    .from(packagePrices)
    .where(
      inArray(
        packagePrices.packageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(packagePrices.currency));
  return { rows, prices };
}

/** Which of the ids name a package (any, active or not). */
export async function existingPackageIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: packages.id }).from(packages).where(inArray(packages.id, ids));
  return rows.map((row) => row.id);
}

export async function insertPackage(tx: Executor, values: NewPackage): Promise<number> {
  const [row] = await tx.insert(packages).values(values).returning({ id: packages.id });
  if (!row) throw new Error('package insert returned nothing');
  return row.id;
}

/** Answers false when there is no such package. */
export async function updatePackageRow(
  tx: Executor,
  packageId: number,
  changes: PackageChanges,
): Promise<boolean> {
  const rows = await tx
    .update(packages)
    .set(changes)
    .where(eq(packages.id, packageId))
    .returning({ id: packages.id });
  return rows.length > 0;
}

/** Locks the package row until the transaction ends; false when there is none. */
export async function lockPackage(tx: Executor, packageId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: packages.id })
    .from(packages)
    .where(eq(packages.id, packageId))
    .for('update');
  return rows.length > 0;
}

export async function replacePrices(
  tx: Executor,
  packageId: number,
  prices: { currency: Currency; amount: number }[],
): Promise<void> {
  await tx.delete(packagePrices).where(eq(packagePrices.packageId, packageId));
  await tx.insert(packagePrices).values(
    prices.map((price) => ({
      packageId,
      currency: price.currency,
      amountMinor: BigInt(price.amount),
    })),
  );
}

export async function listRateRows(db: Executor): Promise<ExchangeRateRow[]> {
  return db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
}

/** Sets (or first creates) a currency's rate. */
export async function upsertRate(
  tx: Executor,
  values: { currency: Currency; minorPerDollar: bigint; updatedBy: number; updatedAt: Date },
): Promise<ExchangeRateRow> {
  const [row] = await tx
    .insert(exchangeRates)
    .values(values)
    .onConflictDoUpdate({
      target: exchangeRates.currency,
      set: {
        minorPerDollar: values.minorPerDollar,
        updatedBy: values.updatedBy,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  if (!row) throw new Error('rate upsert returned nothing');
  return row;
}
