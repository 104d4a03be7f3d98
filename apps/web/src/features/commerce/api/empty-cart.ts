import { commerceEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { useCartMutation } from './use-cart-mutation';

export const emptyCart = async (_: void) => (await callApi(commerceEndpoints.emptyCart)).data;

/** SPEC.md §7: POST cart/removeall. */
export function useEmptyCart() {
  return useCartMutation(emptyCart);
}
