import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Shown to the user once; only its hash is kept. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a fast hash is enough to make a stolen table useless. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
