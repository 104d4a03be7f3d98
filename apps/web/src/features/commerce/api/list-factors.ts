import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { commerceEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { commerceKeys } from './query-keys';

export const listFactors = (page: number) =>
  callApi(commerceEndpoints.listFactors, { query: { page } });

/** SPEC.md §7: GET user/factors?page=. */
export function useFactors(page: number) {
  return useQuery({
    queryKey: commerceKeys.factors(page),
    queryFn: () => listFactors(page),
    placeholderData: keepPreviousData,
  });
}
