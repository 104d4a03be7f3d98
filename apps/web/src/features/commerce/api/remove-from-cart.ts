import { commerceEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { useCartMutation } from './use-cart-mutation';

export const removeFromCart = async (packageId: number) =>
  (await callApi(commerceEndpoints.removeFromCart, { body: { package_id: packageId } })).data;

/** SPEC.md §7: POST cart/remove. */
export function useRemoveFromCart() {
  return useCartMutation(removeFromCart);
}
