import { CURRENCIES } from '../common/enums';
import { defineEndpoint } from '../common/endpoint';
import { dataOf } from '../common/envelope';
import { idParam } from '../common/fields';
import { z } from '../common/zod-setup';
import { factor, payment } from './commerce.schema';

/** Online gateways the API knows; which of them a currency may use depends on the configuration. */
export const PAYMENT_GATEWAYS = ['sandbox', 'stripe', 'zarinpal'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

export const paymentMethod = z.object({
  /** `wallet`, `offline` (bank transfer) or the gateway's name. */
  id: z.string(),
  type: z.enum(['wallet', 'online', 'offline']),
  gateway: z.nullable(z.enum(PAYMENT_GATEWAYS)),
  /** The gateway `payorder` uses when none is asked for. */
  default: z.boolean(),
});
export type PaymentMethod = z.infer<typeof paymentMethod>;

export const getPaymentMethods = defineEndpoint({
  method: 'POST',
  path: '/user/paymentmethods/getmethods',
  access: 'user',
  summary: 'The ways to pay in a currency on this platform: wallet, online gateways, bank transfer',
  tags: ['payments'],
  body: z.object({ currency: z.enum(CURRENCIES) }),
  response: dataOf(z.object({ currency: z.enum(CURRENCIES), methods: z.array(paymentMethod) })),
});

export const payOrder = defineEndpoint({
  method: 'GET',
  path: '/payorder/:factorID',
  access: 'user',
  summary:
    'Start an online payment of what an invoice still owes; answers the gateway page to send the browser to',
  tags: ['payments'],
  params: z.object({ factorID: idParam }),
  query: z.object({ gateway: z.optional(z.enum(PAYMENT_GATEWAYS)) }),
  response: dataOf(z.object({ redirect_url: z.string(), payment_id: z.int() })),
});

export const validatePurchase = defineEndpoint({
  method: 'GET',
  path: '/user/validatePurchase/:paymentID',
  access: 'user',
  summary: 'A payment’s state after the gateway (awaiting, paid, failed…) with its invoice',
  tags: ['payments'],
  params: z.object({ paymentID: idParam }),
  response: dataOf(z.object({ payment, factor })),
});

const successUrlQuery = z.object({ paymentID: z.coerce.number().check(z.int(), z.gte(1)) });

/**
 * Hosted checkouts of Shopify and Revolut take an absolute "return after success" address from
 * the page that starts them; these answer it for one of the caller's payments: our
 * process-payment screen, which then asks `validatePurchase` for the outcome.
 */
export const shopifySuccessUrl = defineEndpoint({
  method: 'GET',
  path: '/shopify/getSuccessfulPaymentRedirectUrl',
  access: 'user',
  summary: 'Where a Shopify checkout returns after success (our process-payment screen)',
  tags: ['payments'],
  query: successUrlQuery,
  response: dataOf(z.object({ url: z.string() })),
});

export const revolutSuccessUrl = defineEndpoint({
  method: 'GET',
  path: '/revolut/getSuccessfulPaymentRedirectUrl',
  access: 'user',
  summary: 'Where a Revolut checkout returns after success (our process-payment screen)',
  tags: ['payments'],
  query: successUrlQuery,
  response: dataOf(z.object({ url: z.string() })),
});
