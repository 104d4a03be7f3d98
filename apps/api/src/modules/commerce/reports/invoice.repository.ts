import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../../accounts/identity/users.table';
import { factorItems, factors } from '../orders/factors.table';
import { payments } from '../payments/payments.table';
import { platforms } from '../../platform/platforms/platforms.table';

/**
 * The caller's factor with what an invoice prints: its lines, its payments and the client's
 * name. Another user's factor finds nothing (the route answers 404). Plain reads, no lock.
 */
export async function findOwnInvoiceRows(db: Executor, userId: number, factorId: number) {
  const [head] = await db
    .select({
      factor: factors,
      firstname: users.firstname,
      lastname: users.lastname,
      tz: users.tz,
      platformName: platforms.name,
    })
    .from(factors)
    .innerJoin(users, eq(users.id, factors.userId))
    .leftJoin(platforms, eq(platforms.id, users.platformId))
    .where(and(eq(factors.id, factorId), eq(factors.userId, userId)));
  if (!head) return undefined;
  const [items, paymentRows] = await Promise.all([
    db.select().from(factorItems).where(eq(factorItems.factorId, factorId)).orderBy(factorItems.id),
    db.select().from(payments).where(eq(payments.factorId, factorId)).orderBy(payments.id),
  ]);
  return { ...head, items, payments: paymentRows };
}
