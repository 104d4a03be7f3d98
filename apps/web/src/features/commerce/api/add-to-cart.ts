import { cart as cartSchema, commerceEndpoints, type Cart } from '@ravan/contract';
import { ApiError, callApi } from '../../../lib/api-client';
import { useCartMutation } from './use-cart-mutation';

export const addToCart = async (packageId: number): Promise<Cart> =>
  (await callApi(commerceEndpoints.addToCart, { body: { package_id: packageId } })).data;

/** The basket a 400 carries (SPEC.md §8: "on 400 the response's cart is stored"), if any. */
export function cartInError(error: unknown): Cart | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const parsed = cartSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** SPEC.md §7: POST cart (body package_id). */
export function useAddToCart() {
  return useCartMutation(addToCart);
}
