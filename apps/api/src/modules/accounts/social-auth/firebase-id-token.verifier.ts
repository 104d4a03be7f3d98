import { jwtVerify } from 'jose';
import type { Config } from '../../../config';
import { CLOCK_TOLERANCE_S, idTokenFailure } from './id-token-errors';
import { remoteJwks } from './remote-jwks';
import { SocialLoginFailure } from './social-login-failure';

export type FirebaseConfig = NonNullable<Config['firebase']>;

export interface FirebaseIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** E.164, when the person signed in with their phone. */
  cel: string | null;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * Checks a Firebase Auth ID token the way Firebase documents for third-party verifiers: RS256 by
 * a published key, iss = https://securetoken.google.com/<project>, aud = <project>, exp and iat,
 * a non-empty `sub` of at most 128 characters (the uid), and `auth_time` in the past.
 */
export async function verifyFirebaseIdToken(
  firebase: FirebaseConfig,
  idToken: string,
  now: Date,
): Promise<FirebaseIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(idToken, remoteJwks(firebase.jwksUrl), {
      issuer: `https://securetoken.google.com/${firebase.projectId}`,
      audience: firebase.projectId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'iat', 'exp', 'auth_time'],
      currentDate: now,
      clockTolerance: CLOCK_TOLERANCE_S,
    }));
  } catch (error) {
    throw idTokenFailure(error);
  }
  const uid = payload.sub;
  if (!uid || uid.length > 128) throw new SocialLoginFailure('token_claims');
  const authTime = payload.auth_time;
  if (typeof authTime !== 'number' || authTime > now.getTime() / 1000 + CLOCK_TOLERANCE_S)
    throw new SocialLoginFailure('token_claims');
  const email = typeof payload.email === 'string' ? payload.email.toLowerCase() : null;
  const phone = payload.phone_number;
  return {
    uid,
    email,
    emailVerified: email !== null && payload.email_verified === true,
    cel: typeof phone === 'string' && E164.test(phone) ? phone : null,
  };
}
