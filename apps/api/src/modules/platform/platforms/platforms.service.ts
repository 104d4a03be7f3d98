import type { PlatformInfo, SignInProvider } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { findPlatformForHost } from './platforms.repository';
import type { PlatformRow } from './platforms.table';

const CACHE_TTL_MS = 30_000;
/**
 * Any Host header reaches this cache (unknown ones resolve to the default platform), so it is
 * bounded: past this many names it starts again, and random hosts cannot grow it without end.
 */
export const MAX_CACHED_HOSTS = 256;
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
  if (cache.size >= MAX_CACHED_HOSTS) cache.clear();
  cache.set(key, { row, expires: now + CACHE_TTL_MS });
  return row;
}

export function cachedHostCount(): number {
  return cache.size;
}

export function clearPlatformCache(): void {
  cache.clear();
}

/** The sign-in providers the configuration sets up (GOOGLE_*, FIREBASE_PROJECT_ID, TELEGRAM_BOT_TOKEN). */
export function signInProviders(config: AppDeps['config']): SignInProvider[] {
  return [
    ...(config.google ? (['google'] as const) : []),
    ...(config.firebase ? (['firebase'] as const) : []),
    ...(config.telegramBotToken ? (['telegram'] as const) : []),
  ];
}

export function toPlatformInfo(
  row: PlatformRow,
  providers: readonly SignInProvider[] = [],
): PlatformInfo {
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
    sign_in_providers: [...providers],
  };
}
