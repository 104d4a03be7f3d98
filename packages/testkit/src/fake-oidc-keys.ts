import {
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';

/** An RS256 key pair with the `kid` it is published under. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

export async function createSigningKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateKey, publicJwk };
}

export interface SignOptions {
  /** Sign with this key instead of the published one (a "token from someone else" test). */
  key?: CryptoKey;
  /** The header's `kid` (default: the published key's). */
  kid?: string;
  /** The header's `alg` (default RS256; must match the key). */
  alg?: string;
}

/** Claims set to `undefined` are left out, so a test can drop a default claim. */
export function withoutUndefined(claims: Record<string, unknown>): JWTPayload {
  return Object.fromEntries(
    Object.entries(claims).filter(([, value]) => value !== undefined),
  ) as JWTPayload;
}

export async function signJwt(
  claims: JWTPayload,
  published: SigningKey,
  options: SignOptions = {},
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({
      alg: options.alg ?? 'RS256',
      kid: options.kid ?? published.kid,
      typ: 'JWT',
    })
    .sign(options.key ?? published.privateKey);
}
