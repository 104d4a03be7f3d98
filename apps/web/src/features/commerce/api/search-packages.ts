import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, commerceEndpoints, type Currency, type PackageKind } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { commerceKeys } from './query-keys';

/** SPEC.md §7: POST package/search?page=&perPage=8, priced in the chosen currency, of one kind if chosen. */
export const searchPackages = (
  page: number,
  currency: Currency | undefined,
  kind?: PackageKind | undefined,
) =>
  callApi(commerceEndpoints.searchPackages, {
    query: { page, perPage: PAGE_SIZE.packages },
    body: { ...(currency ? { currency } : {}), ...(kind ? { kind } : {}) },
  });

export function usePackages(
  page: number,
  currency: Currency | undefined,
  kind?: PackageKind | undefined,
) {
  return useQuery({
    queryKey: commerceKeys.packages(page, currency, kind),
    queryFn: () => searchPackages(page, currency, kind),
    placeholderData: keepPreviousData,
  });
}
