import type { FastifyInstance } from 'fastify';
import { LOCALES, paymentEndpoints, type Locale } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { API_PREFIX, route } from '../../../lib/route';
import {
  GatewayError,
  sandboxCallbackQuery,
  type PaymentGateway,
  type PaymentGatewayName,
} from '../../../providers/payments';
import { platformForHost } from '../../platform/platforms';
import { findPaymentByRef, type PaymentRow } from './payments.repository';
import { GATEWAY_RATE_LIMIT } from './rate-limits';
import { renderSandboxPage } from './sandbox-page';
import { settleOnlinePayment } from './settle-online-payment';
import { processPaymentPath } from './start-payment.service';

type Query = Record<string, string | undefined>;
const rateLimited = { rateLimit: GATEWAY_RATE_LIMIT };

/** Every gateway return ends on the outcome screen (303: the browser follows with a GET). */
function toOutcomeScreen(payment: PaymentRow) {
  return { redirectTo: processPaymentPath(payment.id) };
}

/**
 * Settles what an authenticated gateway return says, then sends the browser on. A return that
 * cannot be authenticated (bad signature, other amount) is refused and changes nothing; one for
 * a payment already settled changes nothing either (repeats are answered as before).
 */
async function settleReturn(
  deps: AppDeps,
  gateway: PaymentGateway,
  payment: PaymentRow,
  returned: Query,
): Promise<void> {
  if (payment.state !== 'awaiting' || !payment.gatewayRef) return;
  const verified = await gateway
    .verify({
      ref: payment.gatewayRef,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      returned,
    })
    .catch((error: unknown) => {
      throw error instanceof GatewayError
        ? new AppError('payment_gateway_error', { cause: error })
        : error;
    });
  if (verified.outcome === 'invalid') throw new AppError('payment_callback_invalid');
  if (verified.outcome === 'pending') return;
  await settleOnlinePayment(deps, payment.id, verified);
}

/**
 * The gateways' browser returns and the sandbox page. Every one is a contract endpoint; one of a
 * gateway this installation does not offer answers as an unknown address would.
 */
export async function gatewayCallbackRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const db = deps.database.db;
  const offered = (name: PaymentGatewayName): PaymentGateway => {
    const gateway = deps.paymentGateways.get(name);
    if (!gateway) throw new AppError('route_not_found');
    return gateway;
  };

  // The sandbox page's plain HTML forms post url-encoded bodies (this scope only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  route(app, paymentEndpoints.sandboxPage, async ({ params, query, request }) => {
    offered('sandbox');
    const payment = await findPaymentByRef(db, 'sandbox', params.ref);
    if (!payment) throw new AppError('not_found');
    if (payment.state !== 'awaiting') return toOutcomeScreen(payment);
    const locale: Locale = LOCALES.includes(query.lang as Locale)
      ? (query.lang as Locale)
      : request.locale;
    const platform = await platformForHost(deps, request.host);
    return {
      html: renderSandboxPage({
        ref: params.ref,
        paymentId: payment.id,
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        merchant: platform.name,
        locale,
      }),
    };
  });

  route(app, paymentEndpoints.sandboxDecide, async ({ params, body }) => {
    offered('sandbox');
    const payment = await findPaymentByRef(db, 'sandbox', params.ref);
    if (!payment) throw new AppError('not_found');
    const decision = body.decision;
    if (decision !== 'approve' && decision !== 'decline') throw new AppError('bad_request');
    const query = sandboxCallbackQuery(
      deps.config.appSecret,
      params.ref,
      decision === 'approve' ? 'approved' : 'declined',
      payment.amountMinor,
    );
    return { redirectTo: `${API_PREFIX}${paymentEndpoints.sandboxCallback.path}?${query}` };
  });

  route(
    app,
    paymentEndpoints.sandboxCallback,
    async ({ query }) => {
      const sandbox = offered('sandbox');
      const payment = await findPaymentByRef(db, 'sandbox', query.ref ?? '');
      if (!payment) throw new AppError('not_found');
      await settleReturn(deps, sandbox, payment, query as Query);
      return toOutcomeScreen(payment);
    },
    rateLimited,
  );

  route(
    app,
    paymentEndpoints.zarinpalCallback,
    async ({ query }) => {
      const zarinpal = offered('zarinpal');
      const payment = await findPaymentByRef(db, 'zarinpal', query.Authority ?? '');
      if (!payment) throw new AppError('not_found');
      await settleReturn(deps, zarinpal, payment, query as Query);
      return toOutcomeScreen(payment);
    },
    rateLimited,
  );
}
