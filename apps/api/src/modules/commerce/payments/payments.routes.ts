import type { FastifyInstance } from 'fastify';
import { paymentEndpoints, type Currency } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { route } from '../../../lib/route';
import { publicUrlOf } from '../../platform/platforms';
import { GatewayError, type PaymentGateways } from '../../../providers/payments';
import { gatewayCallbackRoutes } from './gateway-callbacks.routes';
import { refreshFromGateway } from './refresh-from-gateway';
import { findFactor } from '../orders';
import { factorView } from './factor-view';
import { toPaymentView } from './payment.mapper';
import { findOwnPayment } from './payments.repository';
import { processPaymentPath, startOnlinePayment } from './start-payment.service';
import { stripeWebhookRoutes } from './stripe-webhook.routes';

type Method = ReturnType<typeof methodsFor>[number];

/** Wallet always; the online gateways that take the currency (default first); bank transfer. */
function methodsFor(gateways: PaymentGateways, currency: Currency) {
  const online = gateways.forCurrency(currency);
  return [
    { id: 'wallet', type: 'wallet' as const, gateway: null, default: false },
    ...online.map((gateway, index) => ({
      id: gateway.name,
      type: 'online' as const,
      gateway: gateway.name,
      default: index === 0,
    })),
    { id: 'offline', type: 'offline' as const, gateway: null, default: false },
  ];
}

/** Online payments: methods, payorder, the outcome screen's check, and the gateways' returns. */
export async function paymentsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const db = deps.database.db;
  const gateways = deps.paymentGateways;

  route(app, paymentEndpoints.getPaymentMethods, async ({ body }) => ({
    data: {
      currency: body.currency,
      methods: methodsFor(gateways, body.currency) satisfies Method[],
    },
  }));

  route(app, paymentEndpoints.payOrder, async ({ auth, params, query, request }) => ({
    data: await startOnlinePayment(deps, gateways, auth.user, params.factorID, query.gateway, {
      siteUrl: await publicUrlOf(deps, request),
      locale: request.locale,
    }),
  }));

  route(app, paymentEndpoints.validatePurchase, async ({ auth, params, request }) => {
    let payment = await findOwnPayment(db, auth.user.id, params.paymentID);
    if (!payment) throw new AppError('not_found');
    try {
      payment = await refreshFromGateway(deps, gateways, payment);
    } catch (error) {
      // The screen asks again; the webhook settles it meanwhile.
      if (!(error instanceof GatewayError)) throw error;
      request.log.warn({ err: error, paymentId: payment.id }, 'gateway check failed');
    }
    const factor = await findFactor(db, payment.factorId);
    if (!factor) throw new AppError('not_found');
    return {
      data: {
        payment: toPaymentView(payment, factor.state),
        factor: await factorView(db, factor, request.locale),
      },
    };
  });

  for (const [endpoint, provider] of [
    [paymentEndpoints.shopifySuccessUrl, 'shopify'],
    [paymentEndpoints.revolutSuccessUrl, 'revolut'],
  ] as const) {
    route(app, endpoint, async ({ auth, query, request }) => {
      const payment = await findOwnPayment(db, auth.user.id, query.paymentID);
      if (!payment) throw new AppError('not_found');
      return {
        data: {
          url: `${await publicUrlOf(deps, request)}${processPaymentPath(payment.id, provider)}`,
        },
      };
    });
  }

  await app.register(gatewayCallbackRoutes, { deps });
  await app.register(stripeWebhookRoutes, { deps });
}
