import { timingSafeEqual } from 'node:crypto';
import { jwtVerify } from 'jose';
import type { Config } from '../../../config';
import { CLOCK_TOLERANCE_S, idTokenFailure } from './id-token-errors';
import { remoteJwks } from './remote-jwks';
import { SocialLoginFailure } from './social-login-failure';

export type GoogleConfig = NonNullable<Config['google']>;

export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  firstname: string | null;
  lastname: string | null;
}

/** Google documents both spellings of its issuer. */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function nameClaim(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 100) : null;
}

/**
 * Checks an ID token from Google's token endpoint (OpenID Connect Core §3.1.3.7): RS256 signature
 * by a key Google publishes, issuer, audience = our client id, expiry, and the nonce we sent.
 */
export async function verifyGoogleIdToken(
  google: GoogleConfig,
  idToken: string,
  expectedNonce: string,
  now: Date,
): Promise<GoogleIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, remoteJwks(google.jwksUrl), {
      issuer: acceptedIssuers(google.issuer),
      audience: google.clientId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'iat', 'exp'],
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_S,
    }));
  } catch (error) {
    throw idTokenFailure(error);
  }
  if (typeof payload.nonce !== 'string' || !sameText(payload.nonce, expectedNonce))
    throw new SocialLoginFailure('nonce_mismatch');
  if (!payload.sub) throw new SocialLoginFailure('token_claims');
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
  return {
    sub: payload.sub,
    email,
    // Older tokens carried the flag as a string.
    emailVerified:
      email !== null && (payload.email_verified === true || payload.email_verified === 'true'),
    firstname: nameClaim(payload.given_name),
    lastname: nameClaim(payload.family_name),
  };
}
