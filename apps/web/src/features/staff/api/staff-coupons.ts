import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export type CouponBody = Input<typeof staffEndpoints.createCoupon.body>;

/** GET staff/coupons?page= (admin), newest first. */
export function useStaffCoupons(page: number) {
  return useQuery({
    queryKey: catalogueKeys.coupons(page),
    queryFn: () => callApi(staffEndpoints.listCoupons, { query: { page } }),
    placeholderData: keepPreviousData,
  });
}

function useCouponChange<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.allCoupons }),
  });
}

/** POST staff/coupons. */
export const useCreateCoupon = () =>
  useCouponChange(
    async (body: CouponBody) => (await callApi(staffEndpoints.createCoupon, { body })).data,
  );

/** POST staff/coupons/{id}/deactivate. */
export const useDeactivateCoupon = () =>
  useCouponChange(
    async (couponId: number) =>
      (await callApi(staffEndpoints.deactivateCoupon, { params: { couponId } })).data,
  );
