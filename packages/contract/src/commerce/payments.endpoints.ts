import { CURRENCIES } from '../common/enums';
import { defineEndpoint } from '../common/endpoint';
import { dataOf, htmlPage, redirectAnswer } from '../common/envelope';
import { idParam } from '../common/fields';
import { z } from '../common/zod-setup';
import { factor, payment, PAYMENT_GATEWAYS } from './commerce.schema';

export { PAYMENT_GATEWAYS, type PaymentGatewayName } from './commerce.schema';

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

/**
 * Gateway returns: the browser comes back from a gateway's page here, the API settles what the
 * (authenticated) return says and sends the browser on to the process-payment screen with a 303.
 * Their queries are the gateway's own: the fields named are read, any others are passed on to
 * the gateway's check. A gateway this installation does not offer answers 404 `route_not_found`.
 */
export const zarinpalCallback = defineEndpoint({
  method: 'GET',
  path: '/payments/zarinpal/callback',
  access: 'public',
  summary:
    'Zarinpal sends the browser back here; settles the payment, redirects (303) to the outcome screen',
  tags: ['payments'],
  query: z.looseObject({ Authority: z.optional(z.string()), Status: z.optional(z.string()) }),
  response: redirectAnswer,
  kind: 'redirect',
  status: 303,
});

export const sandboxCallback = defineEndpoint({
  method: 'GET',
  path: '/payments/sandbox/callback',
  access: 'public',
  summary:
    'The sandbox gateway sends the browser back here; settles, redirects (303) to the outcome screen',
  tags: ['payments'],
  query: z.looseObject({ ref: z.optional(z.string()) }),
  response: redirectAnswer,
  kind: 'redirect',
  status: 303,
});

/** The sandbox gateway's approve/decline page (test installations only: PAYMENTS_SANDBOX). */
export const sandboxPage = defineEndpoint({
  method: 'GET',
  path: '/gateway/sandbox/:ref',
  access: 'public',
  summary:
    'The sandbox gateway page (HTML); a settled payment redirects (303) to the outcome screen',
  tags: ['payments'],
  params: z.object({ ref: z.string().check(z.maxLength(200)) }),
  query: z.object({ lang: z.optional(z.string()) }),
  response: htmlPage,
  kind: 'html',
  mayRedirect: true,
});

/** The sandbox page's buttons post here (a url-encoded form); redirects (303) to the callback. */
export const sandboxDecide = defineEndpoint({
  method: 'POST',
  path: '/gateway/sandbox/:ref/decide',
  access: 'public',
  summary: 'Approve or decline on the sandbox page; redirects (303) to the sandbox callback',
  tags: ['payments'],
  params: z.object({ ref: z.string().check(z.maxLength(200)) }),
  body: z.looseObject({ decision: z.optional(z.string()) }),
  optionalBody: true,
  response: redirectAnswer,
  kind: 'redirect',
  status: 303,
});

/**
 * Stripe's signed events (`checkout.session.*`). The body is read as raw bytes (the signature is
 * checked over them), so it has no schema here; `received: true` acknowledges any verified event.
 */
export const stripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/payments/stripe/webhook',
  access: 'public',
  summary: 'Stripe webhook (signed Checkout Session events); settles the payment they are about',
  tags: ['payments'],
  response: z.object({ received: z.boolean() }),
});
