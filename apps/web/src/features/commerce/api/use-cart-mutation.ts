import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@ravan/contract';
import { rememberPreflight, rememberServerCart } from '../lib/cart-store';
import { commerceKeys } from './query-keys';

/** A call that answers the cart: the answer replaces the cached and stored basket. */
export function useCartMutation<Input>(call: (input: Input) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (cart) => {
      rememberServerCart(cart);
      queryClient.setQueryData(commerceKeys.cart, cart);
    },
    onError: rememberPreflight,
  });
}
