import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CART_LOAD_DELAY_MS } from '@ravan/contract';
import { addToCart } from '../api/add-to-cart';
import { getCart } from '../api/get-cart';
import { commerceKeys } from '../api/query-keys';
import { clearGuestCart, guestCartItems } from '../lib/cart-store';

/** Moves a guest's basket into the account (one POST cart per package), then loads the cart. */
export async function syncCart(queryClient: QueryClient): Promise<void> {
  const guestItems = guestCartItems();
  for (const item of guestItems) {
    try {
      await addToCart(item.package_id);
    } catch {
      // Already in the account's basket, or no longer on sale: the server's basket is the truth.
    }
  }
  if (guestItems.length > 0) clearGuestCart();
  await queryClient.fetchQuery({ queryKey: commerceKeys.cart, queryFn: getCart });
}

/**
 * SPEC.md §4: the cart loads 2 seconds after the login check — and, for a user who just logged
 * in, after the basket they filled as a guest has been merged into their account.
 */
export function useCartSync(loggedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loggedIn) return;
    const timer = window.setTimeout(
      () => void syncCart(queryClient).catch(() => undefined),
      CART_LOAD_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [loggedIn, queryClient]);
}
