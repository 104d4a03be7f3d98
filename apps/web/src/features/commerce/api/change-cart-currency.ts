import { commerceEndpoints, type Currency } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { useCartMutation } from './use-cart-mutation';

export const changeCartCurrency = async (currency: Currency) =>
  (await callApi(commerceEndpoints.changeCartCurrency, { body: { currency } })).data;

/** SPEC.md §7: POST cart/changecurrency. */
export function useChangeCartCurrency() {
  return useCartMutation(changeCartCurrency);
}
