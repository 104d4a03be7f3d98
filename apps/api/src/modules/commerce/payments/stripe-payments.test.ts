import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentGateways } from '../../../providers/payments';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { postAs, registerClient } from '../../../test/factories';
import { completeGatewayRefund } from '../refunds';
import {
  clientWithFactor,
  eventsCount,
  ledgerOf,
  payOrder,
  purchase,
  startFakeServer,
  started,
} from '../../../test/payment-fixtures';
import { expireAbandonedPayments } from './expire-abandoned';
import { payments } from './payments.table';
import { factors, refunds, sessionCredits } from '../../../db/schema';

const WEBHOOK_SECRET = 'whsec_test_secret';
type Session = Record<string, unknown> & { id: string };
const sessions = new Map<string, Session>();
const created: URLSearchParams[] = [];
type StripeRefund = Record<string, unknown> & { id: string; payment_intent: string };
/** Refunds the fake made, and every POST /v1/refunds it was sent (with its Idempotency-Key). */
const stripeRefunds: StripeRefund[] = [];
const refundPosts: { form: URLSearchParams; key: string | undefined }[] = [];
const byIdempotencyKey = new Map<string, StripeRefund>();
let refuseRefunds = false;
/** Leaves refunds out of GET /v1/refunds, as if listing missed them: only the key is left. */
let hideRefundList = false;
let fake: Awaited<ReturnType<typeof startFakeServer>>;
let t: TestApp;
let support: string;

const stripeError = (message: string) => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message } },
});

/**
 * POST /v1/refunds as Stripe answers it: a repeated Idempotency-Key replays the first answer. A
 * refusal is not kept under its key (Stripe keeps no result for a request refused before it ran).
 */
function createRefund(body: string, key: string | undefined) {
  const form = new URLSearchParams(body);
  refundPosts.push({ form, key });
  const replay = key ? byIdempotencyKey.get(key) : undefined;
  if (replay) return { status: 200, body: replay };
  if (refuseRefunds) return stripeError('refunds are refused (test switch)');
  const intent = form.get('payment_intent') ?? '';
  const session = [...sessions.values()].find((s) => s.payment_intent === intent);
  if (!session) return { status: 404, body: { error: { type: 'invalid_request_error' } } };
  const amount = Number(form.get('amount'));
  const before = stripeRefunds
    .filter((refund) => refund.payment_intent === intent)
    .reduce((sum, refund) => sum + Number(refund.amount), 0);
  if (before + amount > Number(session.amount_total)) return stripeError('amount too large');
  const refund: StripeRefund = {
    id: `re_test_${randomBytes(6).toString('hex')}`,
    object: 'refund',
    amount,
    currency: session.currency,
    payment_intent: intent,
    reason: form.get('reason'),
    status: 'succeeded',
    metadata: Object.fromEntries(
      [...form]
        .filter(([name]) => name.startsWith('metadata['))
        .map(([name, value]) => [name.slice('metadata['.length, -1), value]),
    ),
  };
  stripeRefunds.push(refund);
  if (key) byIdempotencyKey.set(key, refund);
  return { status: 200, body: refund };
}

beforeAll(async () => {
  // Stripe's API as the SDK speaks it: form-encoded requests, JSON objects back.
  fake = await startFakeServer((method, path, body, headers) => {
    if (headers.authorization !== 'Bearer sk_test_local') {
      return { status: 401, body: { error: { type: 'invalid_request_error' } } };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const key = headers['idempotency-key'];
      return createRefund(body, typeof key === 'string' ? key : undefined);
    }
    if (method === 'GET' && /^\/v1\/refunds(\?|$)/.test(path)) {
      const intent = new URL(path, 'http://x').searchParams.get('payment_intent');
      const data = hideRefundList
        ? []
        : stripeRefunds.filter((refund) => refund.payment_intent === intent);
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/refunds' } };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const form = new URLSearchParams(body);
      created.push(form);
      const id = `cs_test_${randomBytes(6).toString('hex')}`;
      const session: Session = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: form.get('mode'),
        currency: form.get('line_items[0][price_data][currency]'),
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        client_reference_id: form.get('client_reference_id'),
        metadata: { payment_id: form.get('metadata[payment_id]') },
        success_url: form.get('success_url'),
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: `pi_test_${randomBytes(6).toString('hex')}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(path);
    if (method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session
        ? { status: 200, body: session }
        : { status: 404, body: { error: { type: 'invalid_request_error' } } };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error' } } };
  });
  t = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
    },
  });
  support = await loginAs(t.app, 'support@ravan.demo');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A Checkout Session event, signed exactly as Stripe signs it (t=…,v1=HMAC(secret, "t.payload")). */
function signedEvent(
  type: string,
  session: Session,
  options: { id?: string; secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    type,
    data: { object: session },
  });
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { payload, header };
}

function deliver(event: { payload: string; header: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
    payload: event.payload,
  });
}

async function stripePayment() {
  const { client, factor } = await clientWithFactor(t, 'euro');
  const { redirect_url, payment_id } = started(await payOrder(t, client.token, factor.id));
  const session = [...sessions.values()].find((s) => s.client_reference_id === String(payment_id))!;
  return { client, factor, redirect_url, payment_id, session };
}

describe('Stripe Checkout', () => {
  it('offers Stripe for euro and the sandbox only where Stripe does not go', async () => {
    const client = await registerClient(t.app);
    const methods = async (currency: string) =>
      json<{ data: { methods: { id: string }[] } }>(
        await postAs(t.app, client.token, '/api/v1/user/paymentmethods/getmethods', {
          currency,
        }),
      ).data.methods.map((m) => m.id);
    expect(await methods('euro')).toEqual(['wallet', 'stripe', 'offline']);
    expect(await methods('rial')).toEqual(['wallet', 'sandbox', 'offline']);
  });

  it('creates a Checkout Session for the amount due and sends the browser to it', async () => {
    const { factor, redirect_url, payment_id, session } = await stripePayment();
    expect(redirect_url).toBe(session.url);
    const form = created.find((f) => f.get('client_reference_id') === String(payment_id))!;
    expect(Object.fromEntries(form)).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': String(factor.due),
      success_url: `http://localhost:80/process-payment?paymentID=${payment_id}`,
      'metadata[payment_id]': String(payment_id),
    });
  });

  it('settles one webhook event delivered 20 times at once exactly once', async () => {
    const { client, factor, payment_id, session } = await stripePayment();
    const event = signedEvent('checkout.session.completed', {
      ...session,
      status: 'complete',
      payment_status: 'paid',
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const ledger = await ledgerOf(t, client.profile.id, factor.id);
    expect(ledger.payments.map((p) => [p.id, p.state])).toEqual([[payment_id, 'paid']]);
    expect(ledger.credits).toHaveLength(1);
    expect(ledger.wallet).toEqual([]);
    expect(await eventsCount(t, JSON.parse(event.payload).id)).toBe(1);
    expect((await purchase(t, client.token, payment_id)).factor.state).toBe('paid');
  });

  it('refuses a bad signature, a stale timestamp and another amount; changes nothing', async () => {
    const { client, factor, payment_id, session } = await stripePayment();
    const paid = { ...session, status: 'complete', payment_status: 'paid' };
    const before = await ledgerOf(t, client.profile.id, factor.id);
    const forged = signedEvent('checkout.session.completed', paid, { secret: 'whsec_wrong' });
    const stale = signedEvent('checkout.session.completed', paid, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const cheaper = signedEvent('checkout.session.completed', { ...paid, amount_total: 1 });
    const tampered = signedEvent('checkout.session.completed', paid);
    tampered.payload = tampered.payload.replace('"paid"', '"paid" ');
    for (const event of [forged, stale, cheaper, tampered]) {
      const response = await deliver(event);
      expect(response.statusCode).toBe(400);
      expect(json(response).code).toBe('payment_callback_invalid');
    }
    expect((await deliver({ ...forged, header: '' })).statusCode).toBe(400);
    expect(await ledgerOf(t, client.profile.id, factor.id)).toEqual(before);
    expect(await eventsCount(t, JSON.parse(cheaper.payload).id)).toBe(0);
    expect((await purchase(t, client.token, payment_id)).payment.state).toBe('awaiting');
  });

  it('fails an expired session; the factor stays payable', async () => {
    const { client, payment_id, session } = await stripePayment();
    const response = await deliver(
      signedEvent('checkout.session.expired', { ...session, status: 'expired' }),
    );
    expect(response.statusCode).toBe(200);
    const outcome = await purchase(t, client.token, payment_id);
    expect(outcome.payment.state).toBe('failed');
    expect(outcome.factor.canBePaid).toBe(true);
  });

  it('asks Stripe when the payer is back before the webhook', async () => {
    const { client, payment_id, session } = await stripePayment();
    expect((await purchase(t, client.token, payment_id)).payment.state).toBe('awaiting');
    sessions.set(session.id, { ...session, status: 'complete', payment_status: 'paid' });
    const outcome = await purchase(t, client.token, payment_id);
    expect(outcome.payment.state).toBe('paid');
    expect(outcome.factor.state).toBe('paid');
    // The webhook that follows changes nothing more.
    const late = await deliver(
      signedEvent('checkout.session.completed', sessions.get(session.id)!),
    );
    expect(late.statusCode).toBe(200);
    const ledger = await ledgerOf(t, client.profile.id, outcome.factor.id);
    expect(ledger.credits).toHaveLength(1);
  });

  it('still credits a payment made after the abandoned-payment job failed it', async () => {
    const { client, factor, payment_id, session } = await stripePayment();
    await t.deps.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 3 * 60 * 60 * 1000) })
      .where(eq(payments.id, payment_id));
    expect(await expireAbandonedPayments(t.deps, new Date())).toBe(1);
    expect((await purchase(t, client.token, payment_id)).payment.state).toBe('failed');

    // The payer finished on Stripe's page after all: the money arrived, so it counts, once.
    const completed = { ...session, status: 'complete', payment_status: 'paid' };
    for (const event of [
      signedEvent('checkout.session.completed', completed),
      signedEvent('checkout.session.completed', completed),
    ]) {
      expect((await deliver(event)).statusCode).toBe(200);
    }
    const outcome = await purchase(t, client.token, payment_id);
    expect(outcome.payment.state).toBe('paid');
    expect(outcome.factor).toMatchObject({ state: 'paid', due: 0 });
    const ledger = await ledgerOf(t, client.profile.id, factor.id);
    expect(ledger.credits).toHaveLength(1);
    expect(ledger.wallet).toEqual([]);
  });
});

describe('Stripe refunds', () => {
  type RefundBody = { data: { refund: { id: number; amount: number; state: string } } };
  const gateways = () => createPaymentGateways(t.deps.config);

  function recordingLog() {
    const lines: { level: string; msg: string }[] = [];
    const at = (level: string) => (_facts: object, msg?: string) =>
      void lines.push({ level, msg: msg ?? '' });
    return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
  }

  async function paidStripeFactor() {
    const { client, factor, payment_id, session } = await stripePayment();
    const paid = { ...session, status: 'complete', payment_status: 'paid' };
    expect((await deliver(signedEvent('checkout.session.completed', paid))).statusCode).toBe(200);
    return { client, factor, payment_id, session };
  }

  const refundOriginal = (factorId: number) =>
    postAs(t.app, support, `/api/v1/staff/factors/${factorId}/refunds`, { method: 'original' });
  const refundsOf = (intent: unknown) => stripeRefunds.filter((r) => r.payment_intent === intent);

  it('refunds through the Refunds API with the refund’s idempotency key, once', async () => {
    const { factor, session } = await paidStripeFactor();
    const response = await refundOriginal(factor.id);
    expect(response.statusCode, response.body).toBe(201);
    const refund = json<RefundBody>(response).data.refund;
    expect(refund).toMatchObject({ amount: factor.total, state: 'done' });

    const key = `ravan-refund-${refund.id}-${session.id}`;
    expect(refundsOf(session.payment_intent)).toEqual([
      expect.objectContaining({
        amount: factor.total,
        reason: 'requested_by_customer',
        metadata: expect.objectContaining({ ravan_refund: key }),
      }),
    ]);
    expect(refundPosts.filter((post) => post.key === key)).toHaveLength(1);

    // Asked again: a done refund is left alone, and Stripe is not asked.
    const posts = refundPosts.length;
    const { log } = recordingLog();
    expect(await completeGatewayRefund(t.deps, gateways(), refund.id, log)).toBe('done');
    // Lost the "done" after Stripe took it (a crash in between): found again by its key.
    await t.deps.database.db
      .update(refunds)
      .set({ state: 'pending_gateway' })
      .where(eq(refunds.id, refund.id));
    expect(await completeGatewayRefund(t.deps, gateways(), refund.id, log)).toBe('done');
    expect(refundPosts.length).toBe(posts);
    expect(refundsOf(session.payment_intent)).toHaveLength(1);
    // Not found by listing: asked again with the same key, Stripe answers the same refund.
    await t.deps.database.db
      .update(refunds)
      .set({ state: 'pending_gateway' })
      .where(eq(refunds.id, refund.id));
    hideRefundList = true;
    try {
      expect(await completeGatewayRefund(t.deps, gateways(), refund.id, log)).toBe('done');
    } finally {
      hideRefundList = false;
    }
    expect(refundPosts.filter((post) => post.key === key)).toHaveLength(2);
    expect(refundsOf(session.payment_intent)).toHaveLength(1);
  });

  it('leaves a refused refund pending with the error logged; a retry completes it once', async () => {
    const { client, factor, session } = await paidStripeFactor();
    refuseRefunds = true;
    try {
      const response = await refundOriginal(factor.id);
      expect(response.statusCode, response.body).toBe(201);
      const refund = json<RefundBody>(response).data.refund;
      expect(refund).toMatchObject({ amount: factor.total, state: 'pending_gateway' });
      // The credits and the factor's refunded amount are settled all the same; no wallet entry.
      const [row] = await t.deps.database.db
        .select()
        .from(factors)
        .where(eq(factors.id, factor.id));
      expect(row?.refundedMinor).toBe(BigInt(factor.total));
      const [credit] = await t.deps.database.db
        .select()
        .from(sessionCredits)
        .where(eq(sessionCredits.factorId, factor.id));
      expect(credit).toMatchObject({ total: 4, refunded: 4 });
      expect((await ledgerOf(t, client.profile.id, factor.id)).wallet).toEqual([]);

      const { lines, log } = recordingLog();
      expect(await completeGatewayRefund(t.deps, gateways(), refund.id, log)).toBe(
        'pending_gateway',
      );
      expect(lines).toContainEqual({ level: 'warn', msg: 'gateway refund failed' });
      expect(refundsOf(session.payment_intent)).toEqual([]);

      refuseRefunds = false;
      expect(await completeGatewayRefund(t.deps, gateways(), refund.id, log)).toBe('done');
      expect(await completeGatewayRefund(t.deps, gateways(), refund.id, log)).toBe('done');
      expect(refundsOf(session.payment_intent)).toEqual([
        expect.objectContaining({ amount: factor.total }),
      ]);
      const [after] = await t.deps.database.db
        .select()
        .from(refunds)
        .where(eq(refunds.id, refund.id));
      expect(after?.state).toBe('done');
    } finally {
      refuseRefunds = false;
    }
  });
});
