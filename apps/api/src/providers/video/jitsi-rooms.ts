import { randomBytes } from 'node:crypto';

/**
 * A generated Jitsi-style room: `${base}/ravan-<128 random bits>`. Jitsi rooms exist as soon as
 * someone opens them, so the name itself is the secret: 16 bytes from the CSPRNG, base64url.
 */
export function generatedRoom(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/ravan-${randomBytes(16).toString('base64url')}`;
}
