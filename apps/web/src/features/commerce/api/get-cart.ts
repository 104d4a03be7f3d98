import { useQuery } from '@tanstack/react-query';
import { commerceEndpoints, PREFLIGHT_HEADER } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { rememberServerCart, storedPreflight } from '../lib/cart-store';
import { commerceKeys } from './query-keys';

/**
 * SPEC.md §4 and §7: GET cart with the stored preflight value, sent both as a header and as the
 * query `preflight`. The answer is also kept locally (key `cart`).
 */
export async function getCart() {
  const preflight = storedPreflight();
  const { data } = await callApi(commerceEndpoints.getCart, {
    query: preflight ? { preflight } : {},
    headers: preflight ? { [PREFLIGHT_HEADER]: preflight } : {},
  });
  rememberServerCart(data);
  return data;
}

export function useCart(enabled = true) {
  return useQuery({ queryKey: commerceKeys.cart, queryFn: getCart, enabled, staleTime: 30_000 });
}
