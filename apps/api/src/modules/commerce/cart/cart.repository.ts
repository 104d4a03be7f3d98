import { and, eq, sql } from 'drizzle-orm';
import type { Currency } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { cartItems, carts } from './carts.table';

export type CartRow = typeof carts.$inferSelect;

/** The user's cart row, created in the given currency when missing. `lock` holds it for the transaction. */
export async function ensureCart(
  db: Executor,
  userId: number,
  currency: Currency,
  lock = false,
): Promise<CartRow> {
  await db.insert(carts).values({ userId, currency }).onConflictDoNothing();
  const query = db.select().from(carts).where(eq(carts.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new Error('cart vanished');
  return row;
}

export async function listCartItems(db: Executor, userId: number) {
  return db
    .select()
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.packageId);
}

/** Adds a package; answers false when it is already in the basket. */
export async function insertCartItem(
  db: Executor,
  userId: number,
  packageId: number,
): Promise<boolean> {
  const rows = await db
    .insert(cartItems)
    .values({ userId, packageId, qty: 1 })
    .onConflictDoNothing()
    .returning();
  return rows.length === 1;
}

export async function incrementCartItem(
  db: Executor,
  userId: number,
  packageId: number,
): Promise<void> {
  await db
    .update(cartItems)
    .set({ qty: sql`${cartItems.qty} + 1` })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.packageId, packageId)));
}

export async function deleteCartItem(
  db: Executor,
  userId: number,
  packageId: number,
): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.packageId, packageId)));
}

export async function clearCart(db: Executor, userId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.userId, userId));
  await db
    .update(carts)
    .set({ couponId: null, updatedAt: sql`now()` })
    .where(eq(carts.userId, userId));
}

export async function updateCart(
  db: Executor,
  userId: number,
  changes: Partial<Pick<CartRow, 'currency' | 'couponId'>>,
): Promise<void> {
  await db
    .update(carts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(carts.userId, userId));
}
