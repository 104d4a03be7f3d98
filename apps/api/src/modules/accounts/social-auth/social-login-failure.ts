/**
 * Why a social sign-in was refused, for the audit log (never shown to the user, who only hears
 * "it failed"). Reasons are short identifiers, never token contents.
 */
export type FailureReason =
  | 'not_configured'
  | 'state_missing'
  | 'state_invalid'
  | 'provider_denied'
  | 'code_missing'
  | 'exchange_failed'
  | 'token_expired'
  | 'token_claims'
  | 'token_signature'
  | 'keys_unavailable'
  | 'token_invalid'
  | 'nonce_mismatch'
  | 'account_disabled'
  | 'internal_error';

export class SocialLoginFailure extends Error {
  constructor(
    readonly reason: FailureReason,
    options: { cause?: unknown } = {},
  ) {
    super(`social login failed: ${reason}`, options);
    this.name = 'SocialLoginFailure';
  }
}
