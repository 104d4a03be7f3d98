import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { sessionCredits } from '../../commerce/credits';
import { factorItems, factors } from '../../commerce/orders';

/**
 * Session credits as scheduling spends them. Therapy sessions spend any non-evaluation credit,
 * oldest first; every change happens under the client's credit locks (lockTherapyCredits).
 */
export type CreditRow = typeof sessionCredits.$inferSelect;

export const unusedOf = (credit: CreditRow) => credit.total - credit.used - credit.refunded;

function therapyCredits(db: Executor, userId: number) {
  return db
    .select()
    .from(sessionCredits)
    .where(and(eq(sessionCredits.userId, userId), ne(sessionCredits.kind, 'evaluation')))
    .orderBy(asc(sessionCredits.id))
    .$dynamic();
}

/** The client's therapy credits, oldest first, locked (SELECT … FOR UPDATE) for the caller's transaction. */
export function lockTherapyCredits(tx: Executor, userId: number): Promise<CreditRow[]> {
  return therapyCredits(tx, userId).for('update');
}

/** The same rows without a lock: for previews. */
export function readTherapyCredits(db: Executor, userId: number): Promise<CreditRow[]> {
  return therapyCredits(db, userId);
}

/** used += delta (a session takes a credit: +1; a free cancel gives it back: −1). */
export async function changeCreditUse(
  tx: Executor,
  creditId: number,
  delta: number,
): Promise<void> {
  await tx
    .update(sessionCredits)
    .set({ used: sql`${sessionCredits.used} + ${delta}`, updatedAt: sql`now()` })
    .where(eq(sessionCredits.id, creditId));
}

/** reschedules_used += delta (a free reschedule: +1; staff granting one more: −1). */
export async function changeReschedulesUsed(
  tx: Executor,
  creditId: number,
  delta: number,
): Promise<void> {
  await tx
    .update(sessionCredits)
    .set({
      reschedulesUsed: sql`${sessionCredits.reschedulesUsed} + ${delta}`,
      updatedAt: sql`now()`,
    })
    .where(eq(sessionCredits.id, creditId));
}

export async function findCredit(db: Executor, creditId: number): Promise<CreditRow | undefined> {
  const [row] = await db.select().from(sessionCredits).where(eq(sessionCredits.id, creditId));
  return row;
}

/** The invoice line a credit came from: its unit price, sessions per unit and currency. */
export async function creditPriceLine(
  db: Executor,
  creditId: number,
): Promise<{ unitPriceMinor: bigint; sessionsPerUnit: number; currency: Currency } | undefined> {
  const [row] = await db
    .select({
      unitPriceMinor: factorItems.unitPriceMinor,
      sessionsPerUnit: factorItems.sessionsPerUnit,
      currency: factors.currency,
    })
    .from(sessionCredits)
    .innerJoin(factors, eq(factors.id, sessionCredits.factorId))
    .innerJoin(
      factorItems,
      and(
        eq(factorItems.factorId, sessionCredits.factorId),
        eq(factorItems.packageId, sessionCredits.packageId),
      ),
    )
    .where(eq(sessionCredits.id, creditId))
    .limit(1);
  return row;
}
