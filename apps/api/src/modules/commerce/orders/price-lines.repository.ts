import { and, eq } from 'drizzle-orm';
import type { Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { factorItems, factors } from './factors.table';

/** An invoice line's unit price, sessions per unit and the invoice's currency. */
export async function priceLineOf(
  db: Executor,
  factorId: number,
  packageId: number,
): Promise<{ unitPriceMinor: bigint; sessionsPerUnit: number; currency: Currency } | undefined> {
  const [row] = await db
    .select({
      unitPriceMinor: factorItems.unitPriceMinor,
      sessionsPerUnit: factorItems.sessionsPerUnit,
      currency: factors.currency,
    })
    .from(factorItems)
    .innerJoin(factors, eq(factors.id, factorItems.factorId))
    .where(and(eq(factorItems.factorId, factorId), eq(factorItems.packageId, packageId)))
    .limit(1);
  return row;
}
