import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export type GiftCodeBody = Input<typeof staffEndpoints.createGiftCode.body>;

/** GET staff/giftcodes?page= (admin), newest first. */
export function useStaffGiftCodes(page: number) {
  return useQuery({
    queryKey: catalogueKeys.giftCodes(page),
    queryFn: () => callApi(staffEndpoints.listGiftCodes, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

/** POST staff/giftcodes: a single-use code worth an amount in one currency. */
export function useCreateGiftCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GiftCodeBody) =>
      (await callApi(staffEndpoints.createGiftCode, { body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.allGiftCodes }),
  });
}
