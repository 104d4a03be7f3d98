import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffEndpoints, type Currency } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

/** GET staff/exchange-rates: minor units of each currency per US dollar (admin). */
export function useExchangeRates() {
  return useQuery({
    queryKey: catalogueKeys.rates,
    queryFn: async () => (await callApi(staffEndpoints.listExchangeRates)).data,
  });
}

/** PUT staff/exchange-rates/{currency}. */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { currency: Currency; minor_per_dollar: number }) =>
      (
        await callApi(staffEndpoints.setExchangeRate, {
          params: { currency: input.currency },
          body: { minor_per_dollar: input.minor_per_dollar },
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.rates }),
  });
}
