import { toWireMinor } from '@ravan/contract';
import type { Currency, Input, Output } from '@ravan/contract';
import type { createPackageBody, staffPackage, updatePackageBody } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import {
  insertPackage,
  lockPackage,
  packagesWithPrices,
  replacePrices,
  updatePackageRow,
} from './catalog-admin.repository';
import { auditStaffAction } from '../../platform/audit';
import type { Actor } from '../../../lib/actor';

type StaffPackage = Output<typeof staffPackage>;
type PriceInput = { currency: Currency; amount: number };

async function loadPackages(db: Executor, ids?: number[]): Promise<StaffPackage[]> {
  const { rows, prices } = await packagesWithPrices(db, ids);
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

/** SPEC §5: a package is priced in at least one currency — the contract requires one price. */
export async function createPackage(
  deps: AppDeps,
  body: Output<typeof createPackageBody>,
  actor: Actor,
): Promise<StaffPackage> {
  return deps.database.db.transaction(async (tx) => {
    const packageId = await insertPackage(tx, {
      titleFa: body.title_fa,
      titleEn: body.title_en,
      kind: body.kind,
      sessionCount: body.session_count,
      ...(body.session_minutes === undefined ? {} : { sessionMinutes: body.session_minutes }),
      ...(body.active === undefined ? {} : { active: body.active }),
      ...(body.sort_order === undefined ? {} : { sortOrder: body.sort_order }),
    });
    await replacePrices(tx, packageId, body.prices);
    await auditStaffAction(tx, actor, 'package_created', { packageId });
    return loadOne(tx, packageId);
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
    if (!(await updatePackageRow(tx, packageId, { ...changes, updatedAt: deps.clock.now() })))
      throw new AppError('not_found');
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
    if (!(await lockPackage(tx, packageId))) throw new AppError('not_found');
    await replacePrices(tx, packageId, prices);
    await auditStaffAction(tx, actor, 'package_prices_set', {
      packageId,
      currencies: prices.map((price) => price.currency).join(','),
    });
    return loadOne(tx, packageId);
  });
}
