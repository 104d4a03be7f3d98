import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../test/build-test-app';
import { postAs, registerClient } from '../../test/factories';
import {
  clientWithFactor,
  eventsCount,
  ledgerOf,
  payOrder,
  purchase,
  startFakeServer,
  started,
} from './payments.test-support';
import { expireAbandonedPayments } from './expire-abandoned';
import { payments } from './payments.table';

const WEBHOOK_SECRET = 'whsec_test_secret';
type Session = Record<string, unknown> & { id: string };
const sessions = new Map<string, Session>();
const created: URLSearchParams[] = [];
let fake: Awaited<ReturnType<typeof startFakeServer>>;
let t: TestApp;

beforeAll(async () => {
  // Stripe's API as the SDK speaks it: form-encoded requests, JSON objects back.
  fake = await startFakeServer((method, path, body, headers) => {
    if (headers.authorization !== 'Bearer sk_test_local') {
      return { status: 401, body: { error: { type: 'invalid_request_error' } } };
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
