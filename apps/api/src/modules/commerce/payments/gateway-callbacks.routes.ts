import type { FastifyInstance, FastifyReply } from 'fastify';
import { LOCALES, type Locale } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import {
  GatewayError,
  sandboxCallbackQuery,
  type PaymentGateway,
  type PaymentGateways,
} from '../../../providers/payments';
import { platformForHost } from '../../platform/platforms';
import { findPaymentByRef, type PaymentRow } from './payments.repository';
import { GATEWAY_RATE_LIMIT } from './rate-limits';
import { renderSandboxPage } from './sandbox-page';
import { settleOnlinePayment } from './settle-online-payment';
import { processPaymentPath } from './start-payment.service';

// Browser pages and redirects, not JSON endpoints: kept out of the OpenAPI document.
const hidden = { schema: { hide: true } };
const rateLimited = { ...hidden, config: { rateLimit: GATEWAY_RATE_LIMIT } };
type Query = Record<string, string | undefined>;

/** Every gateway return ends on the outcome screen (303: the browser follows with a GET). */
function toOutcomeScreen(reply: FastifyReply, payment: PaymentRow) {
  return reply.redirect(processPaymentPath(payment.id), 303);
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

export async function gatewayCallbackRoutes(
  app: FastifyInstance,
  { deps, gateways }: { deps: AppDeps; gateways: PaymentGateways },
) {
  const db = deps.database.db;
  const sandbox = gateways.get('sandbox');
  if (sandbox) {
    // The sandbox page's plain HTML forms post url-encoded bodies (this scope only).
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get<{ Params: { ref: string }; Querystring: { lang?: string } }>(
      '/api/v1/gateway/sandbox/:ref',
      hidden,
      async (request, reply) => {
        const payment = await findPaymentByRef(db, 'sandbox', request.params.ref);
        if (!payment) throw new AppError('not_found');
        if (payment.state !== 'awaiting') return toOutcomeScreen(reply, payment);
        const lang = request.query.lang;
        const locale: Locale = LOCALES.includes(lang as Locale) ? (lang as Locale) : request.locale;
        const platform = await platformForHost(deps, request.host);
        return reply.header('content-type', 'text/html; charset=utf-8').send(
          renderSandboxPage({
            ref: request.params.ref,
            paymentId: payment.id,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            merchant: platform.name,
            locale,
          }),
        );
      },
    );

    app.post<{ Params: { ref: string }; Body: { decision?: string } | undefined }>(
      '/api/v1/gateway/sandbox/:ref/decide',
      hidden,
      async (request, reply) => {
        const payment = await findPaymentByRef(db, 'sandbox', request.params.ref);
        if (!payment) throw new AppError('not_found');
        const decision = request.body?.decision;
        if (decision !== 'approve' && decision !== 'decline') throw new AppError('bad_request');
        const query = sandboxCallbackQuery(
          deps.config.appSecret,
          request.params.ref,
          decision === 'approve' ? 'approved' : 'declined',
          payment.amountMinor,
        );
        return reply.redirect(`/api/v1/payments/sandbox/callback?${query}`, 303);
      },
    );

    app.get<{ Querystring: Query }>(
      '/api/v1/payments/sandbox/callback',
      rateLimited,
      async (request, reply) => {
        const payment = await findPaymentByRef(db, 'sandbox', request.query.ref ?? '');
        if (!payment) throw new AppError('not_found');
        await settleReturn(deps, sandbox, payment, request.query);
        return toOutcomeScreen(reply, payment);
      },
    );
  }

  const zarinpal = gateways.get('zarinpal');
  if (zarinpal) {
    app.get<{ Querystring: Query }>(
      '/api/v1/payments/zarinpal/callback',
      rateLimited,
      async (request, reply) => {
        const payment = await findPaymentByRef(db, 'zarinpal', request.query.Authority ?? '');
        if (!payment) throw new AppError('not_found');
        await settleReturn(deps, zarinpal, payment, request.query);
        return toOutcomeScreen(reply, payment);
      },
    );
  }
}
