import { useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, commerceEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';

/**
 * The catalogue's first page in the visitor's currency (the user's choice, else the platform's),
 * under the packages screen's cache key (['commerce', 'packages', 1, 'default']) and with its
 * answer's shape, so either screen reuses the other's answer. Its own fetcher keeps the public
 * pages off the commerce screens' chunk.
 */
export function useCataloguePage() {
  return useQuery({
    queryKey: ['commerce', 'packages', 1, 'default'],
    queryFn: () =>
      callApi(commerceEndpoints.searchPackages, {
        query: { page: 1, perPage: PAGE_SIZE.packages },
        body: {},
      }),
    staleTime: 5 * 60_000,
  });
}
