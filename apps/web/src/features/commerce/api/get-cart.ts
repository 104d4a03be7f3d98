import { useQuery } from '@tanstack/react-query';
import { commerceEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { rememberServerCart, storedPreflight } from '../lib/cart-store';
import { commerceKeys } from './query-keys';

/** SPEC.md §7: GET cart (query preflight). The answer is also kept locally (key `cart`). */
export async function getCart() {
  const preflight = storedPreflight();
  const { data } = await callApi(commerceEndpoints.getCart, {
    query: preflight ? { preflight } : {},
  });
  rememberServerCart(data);
  return data;
}

export function useCart(enabled = true) {
  return useQuery({ queryKey: commerceKeys.cart, queryFn: getCart, enabled, staleTime: 30_000 });
}
