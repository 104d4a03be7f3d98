import { describe, expect, it } from 'vitest';
import { signSandboxResult } from '../../../providers/payments/sandbox-gateway';
import { json } from '../../../test/build-test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { getAs, postAs, randomIp, registerClient } from '../../../test/factories';
import {
  clientWithFactor,
  ledgerOf,
  pathOf,
  payOrder,
  purchase,
  started,
} from '../../../test/payment-fixtures';

const t = testAppForFile();

/** The browser's way through the sandbox: hosted page, a button, the redirect to our callback. */
async function decide(redirectUrl: string, decision: 'approve' | 'decline') {
  const page = await t.app.inject({
    method: 'GET',
    url: pathOf(redirectUrl),
    headers: { 'accept-language': 'en' },
  });
  expect(page.statusCode).toBe(200);
  const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
  expect(action).toBeDefined();
  const decided = await t.app.inject({
    method: 'POST',
    url: action!,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=${decision}`,
  });
  expect(decided.statusCode).toBe(303);
  return String(decided.headers.location);
}

const callbackParams = (location: string) => new URL(location, 'http://x').searchParams;

describe('sandbox gateway, end to end over HTTP', () => {
  it('approves: the factor is paid once and its sessions granted', async () => {
    const { client, factor } = await clientWithFactor(t);
    const { redirect_url, payment_id } = started(await payOrder(t, client.token, factor.id));
    expect(redirect_url).toMatch(/\/api\/v1\/gateway\/sandbox\/sbx_[0-9a-f]{32}/);

    const page = await t.app.inject({
      method: 'GET',
      url: pathOf(redirect_url),
      headers: { 'accept-language': 'en' },
    });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('$171.00');
    expect(page.body).toContain('Approve payment');
    expect(page.body).not.toContain('<script');
    expect(redirect_url).toMatch(/\?lang=en$/);
    const fa = await t.app.inject({
      method: 'GET',
      url: pathOf(redirect_url).replace('lang=en', 'lang=fa'),
      headers: { 'accept-language': 'en' },
    });
    expect(fa.body).toContain('dir="rtl"');
    expect(fa.body).toContain('تأیید پرداخت');

    const callback = await decide(redirect_url, 'approve');
    expect(callback).toMatch(/^\/api\/v1\/payments\/sandbox\/callback\?/);
    expect(callbackParams(callback).get('amount')).toBe('17100');
    const back = await t.app.inject({ method: 'GET', url: callback });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/process-payment?paymentID=${payment_id}`);

    const outcome = await purchase(t, client.token, payment_id);
    expect(outcome.payment).toMatchObject({ state: 'paid', amount: 17_100, gateway: 'sandbox' });
    expect(outcome.factor).toMatchObject({ state: 'paid', canBePaid: false, due: 0 });
    const ledger = await ledgerOf(t, client.profile.id, factor.id);
    expect(ledger.credits.map((c) => c.total)).toEqual([4]);
    expect(ledger.wallet).toEqual([]);
    // A paid factor cannot start another payment.
    expect((await payOrder(t, client.token, factor.id)).statusCode).toBe(409);
  });

  it('declines: the payment fails and the factor stays payable', async () => {
    const { client, factor } = await clientWithFactor(t);
    const { redirect_url, payment_id } = started(await payOrder(t, client.token, factor.id));
    const back = await t.app.inject({ method: 'GET', url: await decide(redirect_url, 'decline') });
    expect(back.statusCode).toBe(303);
    const outcome = await purchase(t, client.token, payment_id);
    expect(outcome.payment.state).toBe('failed');
    expect(outcome.factor).toMatchObject({ state: 'submit', canBePaid: true, due: 17_100 });
    expect((await ledgerOf(t, client.profile.id, factor.id)).credits).toEqual([]);
    // The page of a settled payment only leads back to the outcome screen.
    const again = await t.app.inject({ method: 'GET', url: pathOf(redirect_url) });
    expect(again.statusCode).toBe(303);
  });

  it('refuses a tampered signature or amount and changes nothing', async () => {
    const { client, factor } = await clientWithFactor(t);
    const { redirect_url, payment_id } = started(await payOrder(t, client.token, factor.id));
    const declined = callbackParams(await decide(redirect_url, 'decline'));
    const ref = declined.get('ref')!;
    const before = await ledgerOf(t, client.profile.id, factor.id);

    const forged = [
      // the decline's signature on an approval
      { ref, status: 'approved', amount: '17100', sig: declined.get('sig')! },
      // a smaller amount under the original signature
      { ref, status: 'declined', amount: '100', sig: declined.get('sig')! },
      { ref, status: 'approved', amount: '17100', sig: 'zz' },
      // correctly signed (key known), but not the amount this payment is for
      {
        ref,
        status: 'approved',
        amount: '100',
        sig: signSandboxResult(t.deps.config.appSecret, ref, 'approved', '100'),
      },
    ];
    for (const query of forged) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/payments/sandbox/callback?${new URLSearchParams(query)}`,
        headers: { 'accept-language': 'en' },
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(json(response).code).toBe('payment_callback_invalid');
    }
    expect(await ledgerOf(t, client.profile.id, factor.id)).toEqual(before);
    expect((await purchase(t, client.token, payment_id)).payment.state).toBe('awaiting');
  });

  it('credits the wallet when the factor was paid another way meanwhile', async () => {
    const { client, factor } = await clientWithFactor(t, 'dollar', 1);
    const { redirect_url, payment_id } = started(await payOrder(t, client.token, factor.id));
    const callback = await decide(redirect_url, 'approve');
    // The same factor is paid in full from the wallet before the bank returns.
    const { postToWallet } = await import('../wallet');
    await t.deps.database.db.transaction((tx) =>
      postToWallet(tx, {
        userId: client.profile.id,
        currency: 'dollar',
        amountMinor: BigInt(factor.total),
        kind: 'gift_code',
        idempotencyKey: `meanwhile-${client.profile.id}`,
      }),
    );
    expect(
      (
        await postAs(
          t.app,
          client.token,
          `/api/v1/user/factors/${factor.id}/addwalletpaymentrecord`,
        )
      ).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: callback })).statusCode).toBe(303);
    expect((await t.app.inject({ method: 'GET', url: callback })).statusCode).toBe(303);

    const outcome = await purchase(t, client.token, payment_id);
    expect(outcome.payment.state).toBe('paid');
    expect(outcome.factor).toMatchObject({ state: 'paid', paid: factor.total });
    const ledger = await ledgerOf(t, client.profile.id, factor.id);
    expect(ledger.wallet.map((e) => [e.kind, e.amountMinor, e.idempotencyKey])).toEqual([
      ['gift_code', BigInt(factor.total), `meanwhile-${client.profile.id}`],
      ['payment', -BigInt(factor.total), expect.stringMatching(/^payment:/)],
      ['refund', BigInt(factor.total), `overpay:${payment_id}`],
    ]);
    expect(ledger.credits).toHaveLength(1);
  });

  it('settles one callback delivered 50 times at once exactly once', async () => {
    const { client, factor } = await clientWithFactor(t);
    const { redirect_url, payment_id } = started(await payOrder(t, client.token, factor.id));
    const callback = await decide(redirect_url, 'approve');
    // One gateway server retrying: one address (the route allows 60 a minute per address).
    const remoteAddress = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: 'GET', url: callback, remoteAddress }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(303));
    const ledger = await ledgerOf(t, client.profile.id, factor.id);
    expect(ledger.payments.map((p) => [p.id, p.state])).toEqual([[payment_id, 'paid']]);
    expect(ledger.credits.map((c) => c.total)).toEqual([4]);
    expect(ledger.wallet).toEqual([]);
    const outcome = await purchase(t, client.token, payment_id);
    expect(outcome.factor).toMatchObject({ state: 'paid', paid: 17_100, due: 0 });
  });
});

describe('payment methods, payorder rules and ownership', () => {
  it('offers wallet, the sandbox (no real gateway configured) and bank transfer', async () => {
    const client = await registerClient(t.app);
    const response = await postAs(t.app, client.token, '/api/v1/user/paymentmethods/getmethods', {
      currency: 'rial',
    });
    expect(response.statusCode).toBe(200);
    expect(
      json<{ data: { methods: { id: string; default: boolean }[] } }>(response).data.methods,
    ).toEqual([
      { id: 'wallet', type: 'wallet', gateway: null, default: false },
      { id: 'sandbox', type: 'online', gateway: 'sandbox', default: true },
      { id: 'offline', type: 'offline', gateway: null, default: false },
    ]);
  });

  it('refuses a gateway the currency does not have', async () => {
    const { client, factor } = await clientWithFactor(t);
    const response = await payOrder(t, client.token, factor.id, 'zarinpal');
    expect(response.statusCode).toBe(422);
    expect(json(response).code).toBe('payment_gateway_unavailable');
  });

  it('answers 404 for another user’s factor or payment', async () => {
    const { client, factor } = await clientWithFactor(t);
    const { payment_id } = started(await payOrder(t, client.token, factor.id));
    const stranger = await registerClient(t.app);
    expect((await payOrder(t, stranger.token, factor.id)).statusCode).toBe(404);
    for (const url of [
      `/api/v1/user/validatePurchase/${payment_id}`,
      `/api/v1/shopify/getSuccessfulPaymentRedirectUrl?paymentID=${payment_id}`,
      `/api/v1/revolut/getSuccessfulPaymentRedirectUrl?paymentID=${payment_id}`,
    ]) {
      expect((await getAs(t.app, stranger.token, url)).statusCode, url).toBe(404);
      expect((await getAs(t.app, client.token, url)).statusCode, url).toBe(200);
    }
    const url = json<{ data: { url: string } }>(
      await getAs(
        t.app,
        client.token,
        `/api/v1/revolut/getSuccessfulPaymentRedirectUrl?paymentID=${payment_id}`,
      ),
    ).data.url;
    expect(url).toBe(
      `http://localhost:80/process-payment?paymentID=${payment_id}&provider=revolut`,
    );
  });
});
