import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { postAs } from '../../../test/factories';
import {
  clientWithFactor,
  ledgerOf,
  payOrder,
  purchase,
  startFakeServer,
  started,
} from '../../../test/payment-fixtures';

const MERCHANT = '00000000-1111-2222-3333-444444444444';
type VerifyMode = 'paid' | 'already' | 'refused';
const requests: Record<string, unknown>[] = [];
const verifyCalls = new Map<string, number>();
const verifyMode = new Map<string, VerifyMode>();
let next = 0;
let refuseNextRequest = false;
/** Every call the fake was sent, by method and path. */
const calls: string[] = [];
let fake: Awaited<ReturnType<typeof startFakeServer>>;
let t: TestApp;
let support: string;

beforeAll(async () => {
  // Zarinpal's REST API (v4) as documented: JSON in, { data, errors } out, codes 100/101.
  fake = await startFakeServer((method, path, raw) => {
    calls.push(`${method} ${path}`);
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    if (body.merchant_id !== MERCHANT) {
      return { status: 401, body: { data: [], errors: { code: -11, message: 'bad merchant' } } };
    }
    if (method === 'POST' && path === '/pg/v4/payment/request.json') {
      if (refuseNextRequest) {
        refuseNextRequest = false;
        return { status: 422, body: { data: [], errors: { code: -9, message: 'invalid' } } };
      }
      requests.push(body);
      next += 1;
      const authority = `A${String(next).padStart(35, '0')}`;
      return {
        status: 200,
        body: { data: { code: 100, message: 'Success', authority, fee: 0 }, errors: [] },
      };
    }
    if (method === 'POST' && path === '/pg/v4/payment/verify.json') {
      const authority = String(body.authority);
      const calls = (verifyCalls.get(authority) ?? 0) + 1;
      verifyCalls.set(authority, calls);
      const request = requests[Number(authority.slice(1)) - 1];
      const mode = verifyMode.get(authority) ?? 'paid';
      if (mode === 'refused' || body.amount !== request?.amount) {
        return { status: 422, body: { data: [], errors: { code: -51, message: 'failed' } } };
      }
      const code = mode === 'already' || calls > 1 ? 101 : 100;
      return { status: 200, body: { data: { code, ref_id: 201, card_pan: '6037****1234' } } };
    }
    return { status: 404, body: { data: [], errors: { code: -404 } } };
  });
  t = await buildTestApp({
    env: { ZARINPAL_MERCHANT_ID: MERCHANT, ZARINPAL_API_BASE: fake.url },
  });
  support = await loginAs(t.app, 'support@ravan.demo');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function zarinpalPayment() {
  const { client, factor } = await clientWithFactor(t, 'rial', 1);
  const { redirect_url, payment_id } = started(await payOrder(t, client.token, factor.id));
  const authority = /StartPay\/(A\d+)$/.exec(redirect_url)?.[1];
  expect(authority).toBeDefined();
  return { client, factor, redirect_url, payment_id, authority: authority! };
}

const back = (authority: string, status: 'OK' | 'NOK') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/payments/zarinpal/callback?Authority=${authority}&Status=${status}`,
    headers: { 'accept-language': 'en' },
  });

describe('Zarinpal (toman) gateway over its REST API', () => {
  it('requests the payment in rial and sends the browser to StartPay', async () => {
    const { factor, redirect_url, payment_id, authority } = await zarinpalPayment();
    expect(redirect_url).toBe(`${fake.url}/pg/StartPay/${authority}`);
    expect(requests.at(-1)).toMatchObject({
      merchant_id: MERCHANT,
      amount: factor.due * 10,
      callback_url: 'http://localhost:80/api/v1/payments/zarinpal/callback',
    });
    expect(String(requests.at(-1)?.description)).toContain(String(payment_id));
  });

  it('OK → verified (100) → paid; the same return again pays nothing more', async () => {
    const { client, factor, payment_id, authority } = await zarinpalPayment();
    const first = await back(authority, 'OK');
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/process-payment?paymentID=${payment_id}`);
    expect((await back(authority, 'OK')).statusCode).toBe(303);
    const outcome = await purchase(t, client.token, payment_id);
    expect(outcome.payment.state).toBe('paid');
    expect(outcome.factor).toMatchObject({ state: 'paid', due: 0 });
    expect((await ledgerOf(t, client.profile.id, factor.id)).credits).toHaveLength(1);
  });

  it('verify code 101 (already verified) counts as paid, once, even delivered 10 times at once', async () => {
    const { client, factor, payment_id, authority } = await zarinpalPayment();
    verifyMode.set(authority, 'already');
    const answers = await Promise.all(Array.from({ length: 10 }, () => back(authority, 'OK')));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(303));
    const ledger = await ledgerOf(t, client.profile.id, factor.id);
    expect(ledger.payments.map((p) => [p.id, p.state])).toEqual([[payment_id, 'paid']]);
    expect(ledger.credits).toHaveLength(1);
    expect(ledger.wallet).toEqual([]);
  });

  it('NOK → failed without asking Zarinpal; the factor stays payable', async () => {
    const { client, payment_id, authority } = await zarinpalPayment();
    expect((await back(authority, 'NOK')).statusCode).toBe(303);
    expect(verifyCalls.get(authority)).toBeUndefined();
    const outcome = await purchase(t, client.token, payment_id);
    expect(outcome.payment.state).toBe('failed');
    expect(outcome.factor.canBePaid).toBe(true);
    // A later OK for a failed payment changes nothing.
    expect((await back(authority, 'OK')).statusCode).toBe(303);
    expect((await purchase(t, client.token, payment_id)).payment.state).toBe('failed');
  });

  it('a refused verify → failed, nothing credited', async () => {
    const { client, factor, payment_id, authority } = await zarinpalPayment();
    verifyMode.set(authority, 'refused');
    expect((await back(authority, 'OK')).statusCode).toBe(303);
    expect(verifyCalls.get(authority)).toBe(1);
    expect((await purchase(t, client.token, payment_id)).payment.state).toBe('failed');
    expect((await ledgerOf(t, client.profile.id, factor.id)).credits).toEqual([]);
  });

  it('a gateway that will not start leaves a failed payment and a payable factor', async () => {
    const { client, factor } = await clientWithFactor(t, 'rial', 1);
    refuseNextRequest = true;
    const response = await payOrder(t, client.token, factor.id);
    expect(response.statusCode).toBe(502);
    expect(json(response).code).toBe('payment_gateway_error');
    const ledger = await ledgerOf(t, client.profile.id, factor.id);
    expect(ledger.payments.map((p) => [p.state, p.gatewayRef])).toEqual([['failed', null]]);
    expect(ledger.credits).toEqual([]);
    // …and the next attempt goes through.
    expect((await payOrder(t, client.token, factor.id)).statusCode).toBe(200);
  });

  it('leaves a refund by the original method to support: its REST API cannot refund', async () => {
    const { factor, authority } = await zarinpalPayment();
    expect((await back(authority, 'OK')).statusCode).toBe(303);
    const before = calls.length;
    const response = await postAs(t.app, support, `/api/v1/staff/factors/${factor.id}/refunds`, {
      method: 'original',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json<{ data: { refund: object } }>(response).data.refund).toMatchObject({
      method: 'original',
      amount: factor.total,
      state: 'pending_gateway',
    });
    expect(calls.slice(before)).toEqual([]);
  });

  it('an unknown authority is not found', async () => {
    const response = await back('A999', 'OK');
    expect(response.statusCode).toBe(404);
    expect(json(response).code).toBe('not_found');
  });
});
