import {
  factorReference,
  toWireMinor,
  type Output,
  type StaffBankAccount,
  type TransferDetails,
  type createBankAccountBody,
  type updateBankAccountBody,
} from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/app-error';
import type { UserRow } from '../../accounts/identity';
import { auditStaffAction } from '../../platform/audit';
import { findPlatformById, listPlatforms, type PlatformRow } from '../../platform/platforms';
import { dueOf, findOwnFactor } from '../orders';
import {
  activeBankAccountsFor,
  findBankAccount,
  insertBankAccount,
  listAllBankAccounts,
  updateBankAccountRow,
  type BankAccountRow,
} from './bank-accounts.repository';
import { pendingOfflineTotal } from '../payments';

type CreateBody = Output<typeof createBankAccountBody>;
type UpdateBody = Output<typeof updateBankAccountBody>;

function toStaffBankAccount(row: BankAccountRow): StaffBankAccount {
  return {
    id: row.id,
    platform_id: row.platformId,
    currency: row.currency,
    holder_name: row.holderName,
    bank_name: row.bankName,
    iban: row.iban,
    card_number: row.cardNumber,
    active: row.active,
    sort_order: row.sortOrder,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An empty number from the form means "none". */
const numberOrNull = (value: string | null | undefined) => (value ? value : null);

export async function listBankAccounts(deps: AppDeps) {
  const db = deps.database.db;
  const [accounts, platforms] = await Promise.all([listAllBankAccounts(db), listPlatforms(db)]);
  return {
    accounts: accounts.map(toStaffBankAccount),
    platforms: platforms.map((platform: PlatformRow) => ({
      id: platform.id,
      name: platform.name,
      currency: platform.currency,
    })),
  };
}

async function requirePlatform(deps: AppDeps, platformId: number) {
  if (!(await findPlatformById(deps.database.db, platformId)))
    throw new AppError('validation_failed', { errors: { platform_id: ['v.invalid'] } });
}

export async function createBankAccount(
  deps: AppDeps,
  body: CreateBody,
  actor: Actor,
): Promise<StaffBankAccount> {
  await requirePlatform(deps, body.platform_id);
  return deps.database.db.transaction(async (tx) => {
    const row = await insertBankAccount(tx, {
      platformId: body.platform_id,
      currency: body.currency,
      holderName: body.holder_name,
      bankName: body.bank_name,
      iban: numberOrNull(body.iban),
      cardNumber: numberOrNull(body.card_number),
      active: body.active ?? true,
      sortOrder: body.sort_order ?? 0,
    });
    await auditStaffAction(tx, actor, 'bank_account_created', { bankAccountId: row.id });
    return toStaffBankAccount(row);
  });
}

export async function updateBankAccount(
  deps: AppDeps,
  id: number,
  body: UpdateBody,
  actor: Actor,
): Promise<StaffBankAccount> {
  if (body.platform_id !== undefined) await requirePlatform(deps, body.platform_id);
  return deps.database.db.transaction(async (tx) => {
    const current = await findBankAccount(tx, id, true);
    if (!current) throw new AppError('not_found');
    const iban = body.iban === undefined ? current.iban : numberOrNull(body.iban);
    const cardNumber =
      body.card_number === undefined ? current.cardNumber : numberOrNull(body.card_number);
    if (!iban && !cardNumber)
      throw new AppError('validation_failed', { errors: { iban: ['v.iban_or_card'] } });
    const row = await updateBankAccountRow(tx, id, {
      platformId: body.platform_id,
      currency: body.currency,
      holderName: body.holder_name,
      bankName: body.bank_name,
      iban,
      cardNumber,
      active: body.active,
      sortOrder: body.sort_order,
    });
    await auditStaffAction(tx, actor, 'bank_account_updated', {
      bankAccountId: id,
      fields: Object.keys(body).sort().join(','),
    });
    return toStaffBankAccount(row);
  });
}

/**
 * Where the caller sends a transfer for one of their invoices: the active accounts of the
 * platform they came to in the invoice's currency, the reference to write on the transfer, and
 * what is still open (due less transfers under review). Another user's invoice is 404.
 */
export async function transferDetailsFor(
  deps: AppDeps,
  user: UserRow,
  factorId: number,
  platform: PlatformRow,
): Promise<TransferDetails> {
  const db = deps.database.db;
  const factor = await findOwnFactor(db, user.id, factorId);
  if (!factor) throw new AppError('not_found');
  const open = dueOf(factor) - (await pendingOfflineTotal(db, factor.id));
  const accounts = await activeBankAccountsFor(db, platform.id, factor.currency);
  return {
    factor_id: factor.id,
    reference: factorReference(factor.id),
    currency: factor.currency,
    open: toWireMinor(open > 0n ? open : 0n),
    accounts: accounts.map((account) => ({
      id: account.id,
      holder_name: account.holderName,
      bank_name: account.bankName,
      iban: account.iban,
      card_number: account.cardNumber,
    })),
  };
}
