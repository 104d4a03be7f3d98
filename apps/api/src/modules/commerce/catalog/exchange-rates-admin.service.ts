import { toWireMinor } from '@ravan/contract';
import type { Currency, Output, exchangeRateView } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { listRateRows, upsertRate, type ExchangeRateRow } from './catalog-admin.repository';
import { auditStaffAction } from '../../platform/audit';
import type { Actor } from '../../../lib/actor';

type RateView = Output<typeof exchangeRateView>;

function toRateView(row: ExchangeRateRow): RateView {
  return {
    currency: row.currency,
    minor_per_dollar: toWireMinor(row.minorPerDollar),
    updated_at: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export async function listRates(db: Executor): Promise<RateView[]> {
  return (await listRateRows(db)).map(toRateView);
}

/** Sets (or first creates) a currency's rate; the invite gift reads it at the moment it is paid. */
export async function setRate(
  deps: AppDeps,
  currency: Currency,
  minorPerDollar: number,
  actor: Actor,
): Promise<RateView> {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await upsertRate(tx, {
      currency,
      minorPerDollar: BigInt(minorPerDollar),
      updatedBy: actor.userId,
      updatedAt: now,
    });
    await auditStaffAction(tx, actor, 'exchange_rate_set', {
      currency,
      minorPerDollar: String(minorPerDollar),
    });
    return toRateView(row);
  });
}
