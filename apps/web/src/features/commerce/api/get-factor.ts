import { useQuery } from '@tanstack/react-query';
import { commerceEndpoints } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { commerceKeys } from './query-keys';

export const getFactor = async (factorID: number) =>
  (await callApi(commerceEndpoints.getFactor, { params: { factorID } })).data.factor;

/** SPEC.md §7: GET user/factors/{factorID}. */
export function useFactor(factorID: number) {
  return useQuery({
    queryKey: commerceKeys.factor(factorID),
    queryFn: () => getFactor(factorID),
    enabled: Number.isInteger(factorID) && factorID > 0,
  });
}
