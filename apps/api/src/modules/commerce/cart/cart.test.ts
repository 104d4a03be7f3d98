import { describe, expect, it } from 'vitest';
import { json } from '../../../test/build-test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { bearer, getAs, postAs, registerClient } from '../../../test/factories';
import { requestPreflight } from './cart.routes';

const t = testAppForFile();

type CartBody = {
  data: {
    items: Record<string, { price: number; qty: number; total: number; item: { title: string } }>;
    currency: string;
    final_price: number;
    discount: number;
  };
};

describe('package search', () => {
  it('pages 8 packages with their price in the currency in use', async () => {
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/v1/package/search?page=1',
      payload: {},
      headers: { 'accept-language': 'en' },
    });
    expect(page.statusCode).toBe(200);
    const body = json<{
      data: { title: string; pivot: { price: number; currency: string } }[];
      meta: { perPage: number; total: number };
    }>(page);
    expect(body.meta).toMatchObject({ perPage: 8, total: 9 });
    expect(body.data).toHaveLength(8);
    expect(body.data[0]).toMatchObject({
      title: 'Individual therapy — 1 session',
      pivot: { price: 950_000, currency: 'rial' },
    });
    const dollars = json<{ data: { pivot: { price: number; currency: string } }[] }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/package/search?page=2',
        payload: { currency: 'dollar' },
      }),
    );
    expect(dollars.data).toHaveLength(1);
    expect(dollars.data[0]?.pivot.currency).toBe('dollar');
  });
});

describe('basket', () => {
  it('adds, refuses a duplicate with the cart in data, adds one more on request, removes and empties', async () => {
    const { token } = await registerClient(t.app);
    const added = json<CartBody>(await postAs(t.app, token, '/api/v1/cart', { package_id: 2 }));
    expect(added.data.items['2']).toMatchObject({ qty: 1, price: 3_610_000, total: 3_610_000 });

    const duplicate = await postAs(t.app, token, '/api/v1/cart', { package_id: 2 });
    expect(duplicate.statusCode).toBe(400);
    expect(json(duplicate)).toMatchObject({
      message: 'This package is already in your basket',
      data: { items: { '2': { qty: 1 } } },
    });

    const more = json<CartBody>(
      await postAs(t.app, token, '/api/v1/cart', { package_id: 2, addone: true }),
    );
    expect(more.data.items['2']).toMatchObject({ qty: 2, total: 7_220_000 });
    expect(more.data.final_price).toBe(7_220_000);

    await postAs(t.app, token, '/api/v1/cart', { package_id: 1 });
    const removed = json<CartBody>(
      await postAs(t.app, token, '/api/v1/cart/remove', { package_id: 2 }),
    );
    expect(Object.keys(removed.data.items)).toEqual(['1']);
    const emptied = json<CartBody>(await postAs(t.app, token, '/api/v1/cart/removeall'));
    expect(emptied.data.items).toEqual({});
  });

  it('prices the basket in another currency and applies a coupon', async () => {
    const { token } = await registerClient(t.app);
    await postAs(t.app, token, '/api/v1/cart', { package_id: 1 });
    const dollars = json<CartBody>(
      await postAs(t.app, token, '/api/v1/cart/changecurrency', { currency: 'dollar' }),
    );
    expect(dollars.data).toMatchObject({ currency: 'dollar', final_price: 4_500 });
    const withCoupon = await postAs(t.app, token, '/api/v1/validateCoupon', { code: 'welcome10' });
    expect(withCoupon.statusCode).toBe(200);
    expect(
      json<{ data: { cart: { discount: number; final_price: number } } }>(withCoupon).data.cart,
    ).toMatchObject({ discount: 450, final_price: 4_050 });
    const unknown = await postAs(t.app, token, '/api/v1/validateCoupon', { code: 'NO-SUCH-CODE' });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown).message).toBe('Coupon/Discount Code not found');
    const empty = await postAs(t.app, token, '/api/v1/validateCoupon', { code: '' });
    expect(empty.statusCode).toBe(422);
  });

  it('keeps each user’s basket their own', async () => {
    const a = await registerClient(t.app);
    const b = await registerClient(t.app);
    await postAs(t.app, a.token, '/api/v1/cart', { package_id: 3 });
    const other = json<CartBody>(await getAs(t.app, b.token, '/api/v1/cart'));
    expect(other.data.items).toEqual({});
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cart' })).statusCode).toBe(401);
  });
});

describe('preflight when the cart is loaded (SPEC.md §4)', () => {
  const getCart = (token: string, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...bearer(token), 'accept-language': 'en', ...headers },
    });

  it('takes it as the query or the x-preflight header; the query wins', () => {
    expect(requestPreflight({}, {})).toBeUndefined();
    expect(requestPreflight({ preflight: 'q' }, {})).toBe('q');
    expect(requestPreflight({}, { 'x-preflight': 'h' })).toBe('h');
    expect(requestPreflight({ preflight: 'q' }, { 'x-preflight': 'h' })).toBe('q');
    // A header sent twice arrives as a list: not a value we take.
    expect(requestPreflight({}, { 'x-preflight': ['a', 'b'] as never })).toBeUndefined();
  });

  it('answers the cart with the header, the query or both, and refuses an over-long one', async () => {
    const client = await registerClient(t.app);
    await postAs(t.app, client.token, '/api/v1/cart', { package_id: 3 });
    const plain = json<CartBody>(await getCart(client.token, '/api/v1/cart'));
    for (const [url, headers] of [
      ['/api/v1/cart', { 'x-preflight': 'pf-header' }],
      ['/api/v1/cart?preflight=pf-query', {}],
      ['/api/v1/cart?preflight=pf-query', { 'x-preflight': 'pf-header' }],
    ] as const) {
      const response = await getCart(client.token, url, headers);
      expect(response.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(200);
      expect(json<CartBody>(response)).toEqual(plain);
    }
    // The header schema keeps every other header: the platform still comes from Host.
    const partner = await registerClient(t.app);
    const onPartner = await getCart(partner.token, '/api/v1/cart', {
      'x-preflight': 'pf-header',
      host: 'partner.ravan.localhost',
    });
    expect(json<CartBody>(onPartner).data.currency).toBe('euro');

    const long = 'x'.repeat(201);
    for (const [url, headers, field] of [
      ['/api/v1/cart', { 'x-preflight': long }, 'x-preflight'],
      [`/api/v1/cart?preflight=${long}`, {}, 'preflight'],
    ] as const) {
      const response = await getCart(client.token, url, headers);
      expect(response.statusCode).toBe(422);
      expect(json<{ code: string; errors: Record<string, string[]> }>(response)).toMatchObject({
        code: 'validation_failed',
        errors: { [field]: expect.any(Array) },
      });
    }
  });

  it('documents the header next to the query in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    const document = json<{
      paths: Record<string, { get?: { parameters?: { in: string; name: string }[] } }>;
    }>(response);
    const parameters = document.paths['/api/v1/cart']?.get?.parameters ?? [];
    expect(parameters.map((p) => `${p.in}:${p.name}`)).toEqual(
      expect.arrayContaining(['query:preflight', 'header:x-preflight']),
    );
  });
});
