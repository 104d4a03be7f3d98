import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

const keySets = new Map<string, JWTVerifyGetKey>();

/**
 * The provider's published keys, fetched lazily and cached per URL for the life of the process
 * (jose refreshes them after 10 minutes, and at once for an unknown `kid` after a 30 s cooldown).
 */
export function remoteJwks(url: string): JWTVerifyGetKey {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 });
    keySets.set(url, keySet);
  }
  return keySet;
}
