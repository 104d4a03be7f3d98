import { toWireMinor } from '@ravan/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Currency, Input, Output } from '@ravan/contract';
import type { createPackageBody, staffPackage, updatePackageBody } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { packagePrices, packages } from './';
import { auditStaffAction } from '../../platform/audit';
import type { Actor } from '../../../lib/actor';

type StaffPackage = Output<typeof staffPackage>;
type PriceInput = { currency: Currency; amount: number };

async function loadPackages(db: Executor, ids?: number[]): Promise<StaffPackage[]> {
  const rows = await db
    .select()
    .from(packages)
    .where(ids ? inArray(packages.id, ids) : undefined)
    .orderBy(asc(packages.sortOrder), asc(packages.id));
  if (rows.length === 0) return [];
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
  return rows.map((row) => ({
    id: row.id,
    title_fa: row.titleFa,
    title_en: row.titleEn,
    kind: row.kind,
    session_count: row.sessionCount,
    session_minutes: row.sessionMinutes,
    active: row.active,
    sort_order: row.sortOrder,
    prices: prices
      .filter((price) => price.packageId === row.id)
      .map((price) => ({ currency: price.currency, amount: toWireMinor(price.amountMinor) })),
  }));
}

export const listAllPackages = (db: Executor) => loadPackages(db);

async function loadOne(db: Executor, id: number): Promise<StaffPackage> {
  const [pkg] = await loadPackages(db, [id]);
  if (!pkg) throw new AppError('not_found');
  return pkg;
}

async function replacePrices(tx: Executor, packageId: number, prices: PriceInput[]) {
  await tx.delete(packagePrices).where(eq(packagePrices.packageId, packageId));
  await tx.insert(packagePrices).values(
    prices.map((price) => ({
      packageId,
      currency: price.currency,
      amountMinor: BigInt(price.amount),
    })),
  );
}

/** SPEC §5: a package is priced in at least one currency — the contract requires one price. */
export async function createPackage(
  deps: AppDeps,
  body: Output<typeof createPackageBody>,
  actor: Actor,
): Promise<StaffPackage> {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(packages)
      .values({
        titleFa: body.title_fa,
        titleEn: body.title_en,
        kind: body.kind,
        sessionCount: body.session_count,
        ...(body.session_minutes === undefined ? {} : { sessionMinutes: body.session_minutes }),
        ...(body.active === undefined ? {} : { active: body.active }),
        ...(body.sort_order === undefined ? {} : { sortOrder: body.sort_order }),
      })
      .returning({ id: packages.id });
    if (!row) throw new Error('package insert returned nothing');
    await replacePrices(tx, row.id, body.prices);
    await auditStaffAction(tx, actor, 'package_created', { packageId: row.id });
    return loadOne(tx, row.id);
  });
}

export async function updatePackage(
  deps: AppDeps,
  packageId: number,
  body: Input<typeof updatePackageBody>,
  actor: Actor,
): Promise<StaffPackage> {
  return deps.database.db.transaction(async (tx) => {
    const changes = {
      ...(body.title_fa === undefined ? {} : { titleFa: body.title_fa }),
      ...(body.title_en === undefined ? {} : { titleEn: body.title_en }),
      ...(body.kind === undefined ? {} : { kind: body.kind }),
      ...(body.session_count === undefined ? {} : { sessionCount: body.session_count }),
      ...(body.session_minutes === undefined ? {} : { sessionMinutes: body.session_minutes }),
      ...(body.active === undefined ? {} : { active: body.active }),
      ...(body.sort_order === undefined ? {} : { sortOrder: body.sort_order }),
    };
    const [row] = await tx
      .update(packages)
      .set({ ...changes, updatedAt: deps.clock.now() })
      .where(eq(packages.id, packageId))
      .returning({ id: packages.id });
    if (!row) throw new AppError('not_found');
    await auditStaffAction(tx, actor, 'package_updated', {
      packageId,
      fields: Object.keys(changes).join(','),
    });
    return loadOne(tx, packageId);
  });
}

/** Replaces the whole price list; the package row is locked so two admins do not interleave. */
export async function setPackagePrices(
  deps: AppDeps,
  packageId: number,
  prices: PriceInput[],
  actor: Actor,
): Promise<StaffPackage> {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: packages.id })
      .from(packages)
      .where(eq(packages.id, packageId))
      .for('update');
    if (!row) throw new AppError('not_found');
    await replacePrices(tx, packageId, prices);
    await auditStaffAction(tx, actor, 'package_prices_set', {
      packageId,
      currencies: prices.map((price) => price.currency).join(','),
    });
    return loadOne(tx, packageId);
  });
}
