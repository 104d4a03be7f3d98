import Stripe from 'stripe';
import { CURRENCY_INFO, type Currency, toWireMinor } from '@ravan/contract';
import { GatewayError, type PaymentGateway } from './payment-gateway';

export const STRIPE_CURRENCIES: readonly Currency[] = [
  'dollar',
  'euro',
  'cad',
  'aud',
  'gbp',
  'try',
];

/** How old a signed webhook may be (Stripe's own default): older ones are refused as replays. */
export const STRIPE_WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripeSettings {
  secretKey: string;
  /** e.g. http://127.0.0.1:12111 — a local stand-in in tests; Stripe's API when unset. */
  apiBase: string | undefined;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : undefined;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/** Stripe counts the same minor units we do (cents, kuruş) for every currency it takes here. */
function isoOf(currency: Currency): string {
  return CURRENCY_INFO[currency].iso.toLowerCase();
}

/**
 * Stripe Checkout: one Checkout Session per payment (client_reference_id = our payment id). The
 * outcome arrives by signed webhook (`checkout.session.completed`); `verify` asks Stripe directly.
 * A refund goes through the Refunds API against the session's PaymentIntent, with our
 * idempotency key (a repeat answers the same refund).
 */
export function createStripeGateway(stripe: Stripe): PaymentGateway {
  return {
    name: 'stripe',
    supports: (currency) => STRIPE_CURRENCIES.includes(currency),
    async start(input) {
      try {
        // No idempotency key of ours: payment ids repeat across databases (staging, tests)
        // sharing one Stripe account; the SDK keys its own network retries.
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: isoOf(input.currency),
                unit_amount: toWireMinor(input.amountMinor),
                product_data: { name: input.description },
              },
            },
          ],
          success_url: input.returnUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: String(input.paymentId),
          metadata: { payment_id: String(input.paymentId) },
          locale: input.locale === 'en' ? 'en' : 'auto',
        });
        if (!session.url) throw new GatewayError('stripe session without url');
        return { ref: session.id, redirectUrl: session.url };
      } catch (error) {
        if (error instanceof GatewayError) throw error;
        throw new GatewayError('stripe refused the session', { cause: error });
      }
    },
    async verify({ ref, amountMinor, currency }) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(ref);
      } catch (error) {
        throw new GatewayError('stripe unreachable', { cause: error });
      }
      return outcomeOfSession(session, amountMinor, currency);
    },
    async refund(payment, amountMinor, { idempotencyKey }) {
      if (amountMinor <= 0n || amountMinor > payment.amountMinor) {
        throw new GatewayError('stripe refund outside the payment');
      }
      try {
        const session = await stripe.checkout.sessions.retrieve(payment.ref);
        const intent =
          typeof session.payment_intent === 'string'
            ? session.payment_intent
            : session.payment_intent?.id;
        if (!intent) throw new GatewayError('stripe session without a payment intent');
        // Stripe keeps idempotency keys for 24 hours: a retry after that finds the refund by the
        // key we put in its metadata instead of making a second one.
        const earlier = await stripe.refunds.list({ payment_intent: intent, limit: 100 });
        const made =
          earlier.data.find(
            (refund) =>
              refund.metadata?.[REFUND_KEY] === idempotencyKey &&
              refund.status !== 'failed' &&
              refund.status !== 'canceled',
          ) ??
          (await stripe.refunds.create(
            {
              payment_intent: intent,
              amount: toWireMinor(amountMinor),
              reason: 'requested_by_customer',
              metadata: { [REFUND_KEY]: idempotencyKey, payment_id: String(payment.id) },
            },
            { idempotencyKey },
          ));
        return refundResultOf(made);
      } catch (error) {
        if (error instanceof GatewayError) throw error;
        throw new GatewayError('stripe refused the refund', { cause: error });
      }
    },
  };
}

/** The metadata key a refund carries our idempotency key under (found again on a late retry). */
const REFUND_KEY = 'ravan_refund';

/**
 * succeeded, or pending (Stripe took it; the bank finishes it): done. requires_action: Stripe
 * waits for the payer (some payment methods): not done yet. failed or canceled: refused.
 */
function refundResultOf(refund: Stripe.Refund) {
  if (refund.status === 'succeeded' || refund.status === 'pending') {
    return { outcome: 'done', ref: refund.id } as const;
  }
  if (refund.status === 'requires_action') {
    return { outcome: 'pending', reason: `stripe refund ${refund.id} requires action` } as const;
  }
  throw new GatewayError(`stripe refund ${refund.id} is ${refund.status ?? 'unknown'}`);
}

/** What a Checkout Session says about our payment of `amountMinor` in `currency`. */
export function outcomeOfSession(
  session: Stripe.Checkout.Session,
  amountMinor: bigint,
  currency: Currency,
) {
  if (session.status === 'expired') return { outcome: 'failed' } as const;
  if (session.payment_status !== 'paid') return { outcome: 'pending' } as const;
  if (session.currency !== isoOf(currency) || session.amount_total === null) {
    return { outcome: 'invalid' } as const;
  }
  const paid = BigInt(session.amount_total);
  return paid === amountMinor
    ? ({ outcome: 'paid', amountMinor: paid } as const)
    : ({ outcome: 'invalid' } as const);
}
