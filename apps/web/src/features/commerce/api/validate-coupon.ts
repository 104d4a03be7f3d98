import { commerceEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { useCartMutation } from './use-cart-mutation';

export const validateCoupon = async (code: string) =>
  (await callApi(commerceEndpoints.validateCoupon, { body: { code } })).data.cart;

/** SPEC.md §7: POST validateCoupon (answers the cart with the discount). */
export function useValidateCoupon() {
  return useCartMutation(validateCoupon);
}
