import type { FastifyInstance } from 'fastify';
import { commerceEndpoints, toWireMinor } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { pageMeta, pageOffset } from '../../../lib/pagination';
import { route } from '../../../lib/route';
import { listAccounts, pageEntries } from './wallet.repository';

/** Wallet balances per currency, as the API shows them. */
export async function walletBalances(deps: AppDeps, userId: number) {
  return (await listAccounts(deps.database.db, userId)).map((account) => ({
    currency: account.currency,
    balance: toWireMinor(account.balanceMinor),
    debt: toWireMinor(account.debtMinor),
  }));
}

export async function walletRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const db = deps.database.db;

  route(app, commerceEndpoints.walletRecords, async ({ auth, query }) => {
    const { rows, total } = await pageEntries(db, auth.user.id, query.perPage, pageOffset(query));
    return {
      data: rows.map((row) => ({
        id: row.id,
        currency: row.currency,
        amount: toWireMinor(row.amountMinor),
        kind: row.kind,
        factor_id: row.factorId,
        created_at: row.createdAt.toISOString(),
      })),
      meta: { ...pageMeta(query, total), balances: await walletBalances(deps, auth.user.id) },
    };
  });
}
