import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { exchangeRates } from './exchange-rates.table';
import { packagePrices, packages, type PackageKind } from './packages.table';

export interface PricedPackage {
  id: number;
  kind: PackageKind;
  titleFa: string;
  titleEn: string;
  sessionCount: number;
  sessionMinutes: number;
  priceMinor: bigint;
  currency: Currency;
}

const pricedColumns = {
  id: packages.id,
  kind: packages.kind,
  titleFa: packages.titleFa,
  titleEn: packages.titleEn,
  sessionCount: packages.sessionCount,
  sessionMinutes: packages.sessionMinutes,
  priceMinor: packagePrices.amountMinor,
  currency: packagePrices.currency,
};

/** Active packages that have a price in the currency, in catalogue order, one page. */
export async function pagePricedPackages(
  db: Executor,
  currency: Currency,
  kind: PackageKind | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: PricedPackage[]; total: number }> {
  const where = and(
    eq(packages.active, true),
    eq(packagePrices.currency, currency),
    kind ? eq(packages.kind, kind) : undefined,
  );
  const rows = await db
    .select(pricedColumns)
    .from(packages)
    .innerJoin(packagePrices, eq(packagePrices.packageId, packages.id))
    .where(where)
    .orderBy(asc(packages.sortOrder), asc(packages.id))
    .limit(limit)
    .offset(offset);
  const total = await db
    .select({ id: packages.id })
    .from(packages)
    .innerJoin(packagePrices, eq(packagePrices.packageId, packages.id))
    .where(where)
    .then((all) => all.length);
  return { rows, total };
}

/** The given packages priced in a currency (missing ones: inactive or no price there). */
export async function findPricedPackages(
  db: Executor,
  ids: number[],
  currency: Currency,
): Promise<PricedPackage[]> {
  if (ids.length === 0) return [];
  return db
    .select(pricedColumns)
    .from(packages)
    .innerJoin(packagePrices, eq(packagePrices.packageId, packages.id))
    .where(
      and(
        inArray(packages.id, ids),
        eq(packagePrices.currency, currency),
        eq(packages.active, true),
      ),
    );
}

/** Whether a package is on sale (active), whatever its currencies. */
export async function isActivePackage(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: packages.id })
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.active, true)));
  return row !== undefined;
}

/** Each package's kind, by id (for a factor's lines: which credits they grant). */
export async function packageKindsOf(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, PackageKind>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: packages.id, kind: packages.kind })
    .from(packages)
    .where(inArray(packages.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.kind]));
}

/** How many minor units of the currency one US dollar buys, as the admin set it (or none). */
export async function minorPerDollarIn(
  db: Executor,
  currency: Currency,
): Promise<bigint | undefined> {
  const [row] = await db
    .select({ minorPerDollar: exchangeRates.minorPerDollar })
    .from(exchangeRates)
    .where(eq(exchangeRates.currency, currency));
  return row?.minorPerDollar;
}
