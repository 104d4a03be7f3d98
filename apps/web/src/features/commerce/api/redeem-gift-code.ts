import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commerceEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { commerceKeys } from './query-keys';

export const redeemGiftCode = (code: string) =>
  callApi(commerceEndpoints.redeemGiftCode, { body: { code } });

/** SPEC.md §7: POST user/giftcodes — credits the wallet once. */
export function useRedeemGiftCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemGiftCode,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: commerceKeys.allWallet }),
  });
}
