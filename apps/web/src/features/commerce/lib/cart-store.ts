import type { Cart, Currency } from '@ravan/contract';
import { STORAGE_KEYS, readJson, readStorage, writeJson, writeStorage } from '../../../lib/storage';
import { ApiError } from '../../../lib/api-client';

/**
 * SPEC.md §3: the cart is persisted locally (key `cart`). A logged-in user's copy mirrors the
 * server; a guest's basket lives only here (`guest: true`) until login merges it.
 */
export interface GuestCartItem {
  package_id: number;
  title: string;
  price: number;
  currency: Currency;
  qty: number;
}
export interface StoredCart {
  guest?: boolean;
  cart?: Cart;
  items?: GuestCartItem[];
}

export const readStoredCart = (): StoredCart | null => readJson<StoredCart>(STORAGE_KEYS.cart);

export function rememberServerCart(cart: Cart): void {
  writeJson(STORAGE_KEYS.cart, { cart } satisfies StoredCart);
}

export function guestCartItems(): GuestCartItem[] {
  const stored = readStoredCart();
  return stored?.guest ? (stored.items ?? []) : [];
}

export function addGuestCartItem(item: GuestCartItem): boolean {
  const items = guestCartItems();
  if (items.some((existing) => existing.package_id === item.package_id)) return false;
  writeJson(STORAGE_KEYS.cart, { guest: true, items: [...items, item] } satisfies StoredCart);
  return true;
}

export function removeGuestCartItem(packageId: number): void {
  const items = guestCartItems().filter((item) => item.package_id !== packageId);
  writeJson(STORAGE_KEYS.cart, { guest: true, items } satisfies StoredCart);
}

export function clearGuestCart(): void {
  if (readStoredCart()?.guest) writeStorage(STORAGE_KEYS.cart, null);
}

/** SPEC.md §4 Preflight: a value from an error answer, sent back when the cart is loaded. */
export function rememberPreflight(error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const value = (error.data as { preflight?: unknown } | undefined)?.preflight;
  if (typeof value === 'string') writeStorage(STORAGE_KEYS.preflight, value);
}

export const storedPreflight = (): string | undefined =>
  readStorage(STORAGE_KEYS.preflight) ?? undefined;
