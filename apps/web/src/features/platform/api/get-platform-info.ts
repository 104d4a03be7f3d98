import { useQuery } from '@tanstack/react-query';
import { platformEndpoints, type PlatformInfo } from '@ravan/contract';
import { callApi } from '../../../lib/api-client';
import { STORAGE_KEYS, writeJson, writeStorage } from '../../../lib/storage';

/** Platform info, persisted locally as SPEC.md §3 says (platform, currency, location, consent_version). */
export async function getPlatformInfo(): Promise<PlatformInfo> {
  const { data } = await callApi(platformEndpoints.getPlatformInfo);
  writeJson(STORAGE_KEYS.platform, data.platform);
  writeStorage(STORAGE_KEYS.currency, data.currency);
  writeStorage(STORAGE_KEYS.location, data.location);
  writeStorage(STORAGE_KEYS.consentVersion, data.consent_version);
  return data;
}

export const platformInfoQueryKey = ['platformInfo'] as const;

export function usePlatformInfo(enabled = true) {
  return useQuery({
    queryKey: platformInfoQueryKey,
    queryFn: getPlatformInfo,
    staleTime: 10 * 60_000,
    enabled,
  });
}
