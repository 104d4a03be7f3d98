import type { Currency, Locale, paymentEndpoints } from '@ravan/contract';

export type PaymentGatewayName = paymentEndpoints.PaymentGatewayName;

export interface StartPaymentInput {
  /** Our payments.id: the gateway carries it back (client reference, description). */
  paymentId: number;
  amountMinor: bigint;
  currency: Currency;
  /** Where the gateway sends the browser back to (our callback or screen). */
  returnUrl: string;
  /** Where a gateway with separate success and cancel addresses sends a cancelled payment. */
  cancelUrl: string;
  description: string;
  locale: Locale;
  /** This site's origin as the browser sees it (for pages we host ourselves). */
  siteUrl: string;
}

export interface StartedPayment {
  /** The gateway's reference of this payment (unique per gateway in `payments`). */
  ref: string;
  /** The gateway's page the browser goes to next. */
  redirectUrl: string;
}

export interface VerifyPaymentInput {
  ref: string;
  amountMinor: bigint;
  currency: Currency;
  /** What came back with the browser (query string of the return), if anything. */
  returned: Record<string, string | undefined>;
}

/**
 * paid: the money is ours (for this amount); failed: it never will be; pending: not decided yet
 * (ask again later); invalid: the answer could not be authenticated — change nothing.
 */
export type VerifiedPayment =
  | { outcome: 'paid'; amountMinor: bigint }
  | { outcome: 'failed' }
  | { outcome: 'pending' }
  | { outcome: 'invalid' };

/** A paid online payment, as the gateway knows it: what a refund goes back through. */
export interface RefundablePayment {
  /** Our payments.id. */
  id: number;
  /** The gateway's reference of the payment (payments.gateway_ref). */
  ref: string;
  currency: Currency;
  /** What was paid; a refund is at most this. */
  amountMinor: bigint;
}

export interface RefundOptions {
  /**
   * The same for every attempt of one refund (of one payment): the gateway refunds it once,
   * however often it is asked. Gateways without idempotency keys cannot refund here.
   */
  idempotencyKey: string;
}

/**
 * done: the gateway took the refund (it may still be settling with the bank; nothing more is
 * ours to do); pending: the gateway holds it for something else (e.g. the payer's action) —
 * ask again later; manual: this gateway cannot refund through its API, support does it by hand
 * in the gateway's panel. A refusal or an unreachable gateway is a GatewayError.
 */
export type RefundResult =
  | { outcome: 'done'; ref: string }
  | { outcome: 'pending'; reason: string }
  | { outcome: 'manual'; reason: string };

/** An online payment gateway: start a payment, verify what it says about it, refund it. */
export interface PaymentGateway {
  readonly name: PaymentGatewayName;
  supports(currency: Currency): boolean;
  /** Network call: never inside a database transaction. */
  start(input: StartPaymentInput): Promise<StartedPayment>;
  /** Network call (except the sandbox): never inside a database transaction. */
  verify(input: VerifyPaymentInput): Promise<VerifiedPayment>;
  /**
   * Returns `amountMinor` (at most what the payment was) to the payer by the payment's own
   * method. Network call (except the sandbox): never inside a database transaction — the refund
   * is recorded first and marked done after.
   */
  refund(
    payment: RefundablePayment,
    amountMinor: bigint,
    options: RefundOptions,
  ): Promise<RefundResult>;
}

/** The gateway could not be reached or refused to start/verify: nothing was charged by us. */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}
