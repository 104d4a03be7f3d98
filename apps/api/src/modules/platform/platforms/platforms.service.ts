import type { PlatformInfo } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { findPlatformForHost } from './platforms.repository';
import type { PlatformRow } from './platforms.table';

const CACHE_TTL_MS = 30_000;
const cache = new Map<string, { row: PlatformRow; expires: number }>();

/** Host without port, lower-cased: "Ravan.example:3000" → "ravan.example". */
export function normaliseHost(host: string | undefined): string {
  return (host ?? '').toLowerCase().replace(/:\d+$/, '');
}

/**
 * The platform serving a host. Platforms change rarely, so each instance keeps them for 30 s;
 * a change made on one instance shows on the others within that time.
 */
export async function platformForHost(
  deps: AppDeps,
  host: string | undefined,
): Promise<PlatformRow> {
  const key = normaliseHost(host);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.row;
  const row = await findPlatformForHost(deps.database.db, key);
  if (!row) throw new Error('No default platform: the database has not been seeded');
  cache.set(key, { row, expires: now + CACHE_TTL_MS });
  return row;
}

export function clearPlatformCache(): void {
  cache.clear();
}

export function toPlatformInfo(row: PlatformRow): PlatformInfo {
  return {
    platform: {
      slug: row.slug,
      id: row.id,
      name: row.name,
      domain: row.domain,
      consent_enabled: row.consentEnabled,
      default_locale: row.defaultLocale,
    },
    currency: row.currency,
    location: row.location,
    consent_version: row.consentEnabled ? row.consentVersion : null,
  };
}
