import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { paymentEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { route } from '../../../lib/route';
import { outcomeOfSession, STRIPE_WEBHOOK_TOLERANCE_SECONDS } from '../../../providers/payments';
import { findPaymentById } from './payments.repository';
import { GATEWAY_RATE_LIMIT } from './rate-limits';
import { settleOnlinePayment, type GatewayResult } from './settle-online-payment';

const SETTLING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/** What one Checkout Session event means for its payment, or null for "nothing yet". */
function resultOf(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
  payment: { amountMinor: bigint; currency: Parameters<typeof outcomeOfSession>[2] },
): GatewayResult | null {
  if (
    event.type === 'checkout.session.expired' ||
    event.type === 'checkout.session.async_payment_failed'
  ) {
    return { outcome: 'failed' };
  }
  const outcome = outcomeOfSession(session, payment.amountMinor, payment.currency);
  if (outcome.outcome === 'invalid') throw new AppError('payment_callback_invalid');
  return outcome.outcome === 'paid' ? outcome : null;
}

/**
 * Stripe's signed events. The signature is checked over the raw body (this scope keeps JSON
 * bodies as bytes) with a 5-minute timestamp tolerance; the event id is recorded in the same
 * transaction as its effect, so a redelivery changes nothing. Without Stripe configured the
 * address answers as an unknown one would.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const stripe = deps.paymentGateways.stripe;
  const webhookSecret = deps.config.payments.stripe?.webhookSecret;
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  route(
    app,
    paymentEndpoints.stripeWebhook,
    async ({ request }) => {
      if (!stripe || !webhookSecret) throw new AppError('route_not_found');
      const signature = request.headers['stripe-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') {
        throw new AppError('payment_callback_invalid');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          request.body,
          signature,
          webhookSecret,
          STRIPE_WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          deps.clock.now().getTime(),
        );
      } catch (error) {
        request.log.warn({ err: error }, 'stripe webhook signature refused');
        throw new AppError('payment_callback_invalid');
      }
      if (!SETTLING_EVENTS.has(event.type)) return { received: true };

      const session = event.data.object as Stripe.Checkout.Session;
      const paymentId = Number(session.client_reference_id);
      const payment = Number.isSafeInteger(paymentId)
        ? await findPaymentById(deps.database.db, paymentId)
        : undefined;
      // Not one of ours (another integration on the same account): acknowledged, ignored.
      if (
        !payment ||
        payment.gateway !== 'stripe' ||
        (payment.gatewayRef !== null && payment.gatewayRef !== session.id)
      ) {
        return { received: true };
      }
      const result = resultOf(event, session, payment);
      if (result) {
        await settleOnlinePayment(deps, payment.id, result, {
          gateway: 'stripe',
          eventId: event.id,
        });
      }
      return { received: true };
    },
    { rateLimit: GATEWAY_RATE_LIMIT },
  );
}
