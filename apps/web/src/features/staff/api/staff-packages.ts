import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffEndpoints, type Input } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { catalogueKeys } from './catalogue-keys';

export type PackageBody = Input<typeof staffEndpoints.createPackage.body>;

/** GET staff/packages: every package, active or not, with its prices (admin). */
export function useStaffPackages() {
  return useQuery({
    queryKey: catalogueKeys.packages,
    queryFn: async () => (await callApi(staffEndpoints.listPackages)).data,
  });
}

/**
 * A new package (POST staff/packages), or an existing one changed: its fields (PATCH) and then
 * its prices (PUT …/prices), so a refused price list leaves the fields saved and says why.
 */
export async function savePackage({ id, body }: { id: number | null; body: PackageBody }) {
  if (id === null) return (await callApi(staffEndpoints.createPackage, { body })).data;
  const { prices, ...fields } = body;
  await callApi(staffEndpoints.updatePackage, { params: { packageId: id }, body: fields });
  return (
    await callApi(staffEndpoints.setPackagePrices, { params: { packageId: id }, body: { prices } })
  ).data;
}

export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePackage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.packages }),
  });
}
