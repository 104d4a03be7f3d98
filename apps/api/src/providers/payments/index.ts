import type { Currency } from '@ravan/contract';
import type { Config } from '../../config';
import type { PaymentGateway, PaymentGatewayName } from './payment-gateway';
import { createSandboxGateway } from './sandbox-gateway';
import { createStripeClient, createStripeGateway } from './stripe-gateway';
import { createZarinpalGateway } from './zarinpal-gateway';

export * from './payment-gateway';
export {
  SANDBOX_STATUSES,
  sandboxCallbackQuery,
  sandboxSignatureValid,
  type SandboxStatus,
} from './sandbox-gateway';
export { STRIPE_WEBHOOK_TOLERANCE_SECONDS, outcomeOfSession } from './stripe-gateway';

export interface PaymentGateways {
  /** The configured gateway of that name, or undefined. */
  get(name: PaymentGatewayName): PaymentGateway | undefined;
  /** Gateways that take a currency, the default first: a real one before the sandbox. */
  forCurrency(currency: Currency): PaymentGateway[];
  /** The Stripe client when Stripe is configured (webhooks are verified with it). */
  stripe: ReturnType<typeof createStripeClient> | undefined;
}

/**
 * The gateways this installation offers. Real ones only when configured; the sandbox only when
 * allowed (PAYMENTS_SANDBOX; off by default in production), and only for currencies no real
 * gateway takes.
 */
export function createPaymentGateways(config: Config): PaymentGateways {
  const { payments } = config;
  const stripe = payments.stripe ? createStripeClient(payments.stripe) : undefined;
  const real: PaymentGateway[] = [
    ...(payments.zarinpal ? [createZarinpalGateway(payments.zarinpal)] : []),
    ...(stripe ? [createStripeGateway(stripe)] : []),
  ];
  const sandbox = payments.sandbox ? createSandboxGateway(config.appSecret) : undefined;
  const all = [...real, ...(sandbox ? [sandbox] : [])];
  return {
    get: (name) => all.find((gateway) => gateway.name === name),
    forCurrency(currency) {
      const taking = real.filter((gateway) => gateway.supports(currency));
      return taking.length > 0 ? taking : sandbox ? [sandbox] : [];
    },
    stripe,
  };
}
