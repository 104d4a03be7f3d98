/**
 * Every error the API can answer, with its HTTP status. The server throws a code; one handler
 * turns it into `{ message, code, errors? }` with the message in the request's language.
 */
export const ERROR_STATUS = {
  // generic
  validation_failed: 422,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  route_not_found: 404,
  conflict: 409,
  too_many_requests: 429,
  payload_too_large: 413,
  request_timeout: 408,
  unsupported_media_type: 415,
  internal_error: 500,
  service_unavailable: 503,
  action_failed: 400,
  /** The request's Host is neither PUBLIC_URL's nor a registered platform domain (production). */
  unknown_host: 421,
  // accounts
  invalid_credentials: 401,
  email_taken: 409,
  phone_invalid: 422,
  profile_incomplete: 422,
  login_required: 401,
  account_locked: 429,
  /** Too many failures for the account from every address together: a longer lock. */
  account_locked_everywhere: 429,
  code_invalid: 422,
  reset_link_invalid: 422,
  current_password_wrong: 422,
  password_already_set: 409,
  consent_version_mismatch: 409,
  telegram_invalid: 422,
  social_login_failed: 401,
  login_link_invalid: 401,
  verification_link_invalid: 422,
  // scheduling
  slot_taken: 409,
  version_conflict: 409,
  not_enough_sessions: 422,
  min_one_session: 422,
  no_package: 422,
  request_profile_incomplete: 422,
  select_time: 422,
  select_timezone: 422,
  fill_required: 422,
  no_slots: 404,
  evaluation_full: 409,
  // commerce
  coupon_not_found: 404,
  package_in_basket: 400,
  cart_login_required: 401,
  insufficient_funds: 422,
  factor_not_payable: 409,
  amount_exceeds_due: 422,
  coupon_used_up: 409,
  coupon_not_applicable: 422,
  gift_code_invalid: 404,
  cart_empty: 422,
  package_unavailable: 422,
  payment_not_pending: 409,
  payment_failed: 402,
  file_invalid: 422,
  // online payments
  payment_gateway_unavailable: 422,
  payment_gateway_error: 502,
  payment_callback_invalid: 400,
  /** A bank transfer for the invoice waits for review: no online payment meanwhile. */
  transfer_pending: 409,
  // offline payments, files, staff commerce
  file_too_large: 413,
  code_taken: 409,
  factor_not_refundable: 409,
  nothing_to_refund: 409,
  refund_exceeds_unused: 422,
  // scheduling, continued
  request_not_open: 409,
  session_not_changeable: 409,
  outside_hours: 422,
  evaluation_exists: 409,
  session_not_started: 409,
  // care
  /** change-state asked for a move JOURNEY_TRANSITIONS does not allow; nothing changed. */
  journey_illegal_move: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, value);
}
