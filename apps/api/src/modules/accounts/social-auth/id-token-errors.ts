import { errors } from 'jose';
import { SocialLoginFailure } from './social-login-failure';

/** Turns what jose threw while verifying an ID token into a failure with an auditable reason. */
export function idTokenFailure(error: unknown): SocialLoginFailure {
  if (error instanceof SocialLoginFailure) return error;
  const reason =
    error instanceof errors.JWTExpired
      ? 'token_expired'
      : error instanceof errors.JWTClaimValidationFailed
        ? 'token_claims'
        : error instanceof errors.JWSSignatureVerificationFailed ||
            error instanceof errors.JWKSNoMatchingKey
          ? 'token_signature'
          : error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid
            ? 'keys_unavailable'
            : 'token_invalid';
  return new SocialLoginFailure(reason, { cause: error });
}

/** Clock skew allowed between us and the provider when checking exp, iat, nbf and auth_time. */
export const CLOCK_TOLERANCE_S = 30;
