import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, commerceEndpoints, type Currency } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { commerceKeys } from './query-keys';

/** SPEC.md §7: POST package/search?page=&perPage=8, priced in the chosen currency. */
export const searchPackages = (page: number, currency: Currency | undefined) =>
  callApi(commerceEndpoints.searchPackages, {
    query: { page, perPage: PAGE_SIZE.packages },
    body: currency ? { currency } : {},
  });

export function usePackages(page: number, currency: Currency | undefined) {
  return useQuery({
    queryKey: commerceKeys.packages(page, currency),
    queryFn: () => searchPackages(page, currency),
    placeholderData: keepPreviousData,
  });
}
