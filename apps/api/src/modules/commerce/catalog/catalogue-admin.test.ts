import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../../test/build-test-app';
import { bearer, getAs, postAs, randomIp, registerClient } from '../../../test/factories';
import { auditEvents } from '../../../db/schema';
import { buildAppWithDataDir, clientWithBasket, loginAs } from '../../../test/commerce-fixtures';

let t: Awaited<ReturnType<typeof buildAppWithDataDir>>;
let admin: string;
beforeAll(async () => {
  t = await buildAppWithDataDir();
  admin = await loginAs(t.app, 'admin@ravan.demo');
});
afterAll(async () => {
  await t.close();
});

type Pkg = {
  data: {
    id: number;
    title_en: string;
    active: boolean;
    prices: { currency: string; amount: number }[];
  };
};

const send = (method: 'PUT' | 'PATCH', token: string, url: string, payload: object) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { ...bearer(token), 'accept-language': 'en' },
    remoteAddress: randomIp(),
  });

async function searchIds(token: string, currency: string) {
  const response = await postAs(t.app, token, '/api/v1/package/search?perPage=100', { currency });
  return json<{ data: { id: number; pivot: { price: number } }[] }>(response).data;
}

const adminAudits = (action: string) =>
  t.deps.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action)));

describe('packages and prices (admin)', () => {
  it('creates a package priced in some currencies, changes it, and replaces its prices', async () => {
    const client = await registerClient(t.app);
    const noPrice = await postAs(t.app, admin, '/api/v1/staff/packages', {
      title_fa: 'بستهٔ آزمایشی',
      title_en: 'Trial pack',
      kind: 'therapy',
      session_count: 2,
      prices: [],
    });
    expect(noPrice.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(noPrice).errors.prices).toEqual([
      'Give the package a price in at least one currency.',
    ]);
    const twice = await postAs(t.app, admin, '/api/v1/staff/packages', {
      title_fa: 'بسته',
      title_en: 'Pack',
      kind: 'therapy',
      session_count: 2,
      prices: [
        { currency: 'dollar', amount: 1 },
        { currency: 'dollar', amount: 2 },
      ],
    });
    expect(twice.statusCode).toBe(422);

    const created = await postAs(t.app, admin, '/api/v1/staff/packages', {
      title_fa: 'بستهٔ آزمایشی',
      title_en: 'Trial pack',
      kind: 'therapy',
      session_count: 2,
      prices: [
        { currency: 'dollar', amount: 9_000 },
        { currency: 'euro', amount: 8_300 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const pkg = json<Pkg>(created).data;
    expect(pkg.prices).toEqual([
      { currency: 'dollar', amount: 9_000 },
      { currency: 'euro', amount: 8_300 },
    ]);
    expect(
      (await searchIds(client.token, 'dollar')).find((p) => p.id === pkg.id)?.pivot.price,
    ).toBe(9_000);
    expect((await searchIds(client.token, 'gbp')).some((p) => p.id === pkg.id)).toBe(false);

    const priced = await send('PUT', admin, `/api/v1/staff/packages/${pkg.id}/prices`, {
      prices: [{ currency: 'gbp', amount: 7_000 }],
    });
    expect(json<Pkg>(priced).data.prices).toEqual([{ currency: 'gbp', amount: 7_000 }]);
    expect((await searchIds(client.token, 'dollar')).some((p) => p.id === pkg.id)).toBe(false);
    expect(
      (await send('PUT', admin, `/api/v1/staff/packages/${pkg.id}/prices`, { prices: [] }))
        .statusCode,
    ).toBe(422);

    const hidden = await send('PATCH', admin, `/api/v1/staff/packages/${pkg.id}`, {
      active: false,
      title_en: 'Trial pack (old)',
    });
    expect(json<Pkg>(hidden).data).toMatchObject({ active: false, title_en: 'Trial pack (old)' });
    expect((await searchIds(client.token, 'gbp')).some((p) => p.id === pkg.id)).toBe(false);
    const all = json<{ data: { id: number }[] }>(
      await getAs(t.app, admin, '/api/v1/staff/packages'),
    );
    expect(all.data.some((p) => p.id === pkg.id)).toBe(true);
    expect(
      (await send('PATCH', admin, '/api/v1/staff/packages/999999', { active: true })).statusCode,
    ).toBe(404);

    for (const action of ['package_created', 'package_prices_set', 'package_updated'])
      expect((await adminAudits(action)).length, action).toBeGreaterThanOrEqual(1);
  });
});

describe('coupons and gift codes (admin)', () => {
  it('creates, lists and deactivates coupons; codes are unique regardless of case', async () => {
    const code = `SPRING-${Date.now()}`;
    const created = await postAs(t.app, admin, '/api/v1/staff/coupons', {
      code,
      kind: 'fixed',
      amounts: [{ currency: 'dollar', amount: 2_000 }],
      valid_until: '2099-01-01T00:00:00Z',
      max_uses: 10,
      max_uses_per_user: 1,
      package_ids: [2],
    });
    expect(created.statusCode, created.body).toBe(201);
    const coupon = json<{ data: { id: number; package_ids: number[]; amounts: object[] } }>(
      created,
    ).data;
    expect(coupon).toMatchObject({
      package_ids: [2],
      amounts: [{ currency: 'dollar', amount: 2_000 }],
    });
    const duplicate = await postAs(t.app, admin, '/api/v1/staff/coupons', {
      code: code.toLowerCase(),
      kind: 'percent',
      percent: 5,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).code).toBe('code_taken');
    const noAmounts = await postAs(t.app, admin, '/api/v1/staff/coupons', {
      code: `X-${code}`,
      kind: 'fixed',
    });
    expect(noAmounts.statusCode).toBe(422);

    const client = await clientWithBasket(t.app, 2);
    const applied = await postAs(t.app, client.token, '/api/v1/validateCoupon', { code });
    expect(json<{ data: { cart: { discount: number } } }>(applied).data.cart.discount).toBe(2_000);

    const listed = json<{ data: { id: number }[] }>(
      await getAs(t.app, admin, '/api/v1/staff/coupons'),
    );
    expect(listed.data.some((c) => c.id === coupon.id)).toBe(true);
    const off = await postAs(t.app, admin, `/api/v1/staff/coupons/${coupon.id}/deactivate`);
    expect(json<{ data: { active: boolean } }>(off).data.active).toBe(false);
    const other = await clientWithBasket(t.app, 2);
    expect((await postAs(t.app, other.token, '/api/v1/validateCoupon', { code })).statusCode).toBe(
      404,
    );
    expect((await adminAudits('coupon_deactivated')).length).toBe(1);
  });

  it('creates a gift code a client can redeem once', async () => {
    const created = await postAs(t.app, admin, '/api/v1/staff/giftcodes', {
      currency: 'euro',
      amount: 1_500,
    });
    expect(created.statusCode).toBe(201);
    const gift = json<{ data: { id: number; code: string } }>(created).data;
    expect(gift.code).toMatch(/^GIFT-[A-Z2-9]{10}$/);
    const client = await registerClient(t.app);
    const redeemed = await postAs(t.app, client.token, '/api/v1/user/giftcodes', {
      code: gift.code,
    });
    expect(json<{ data: { balances: object[] } }>(redeemed).data.balances).toEqual([
      { currency: 'euro', balance: 1_500, debt: 0 },
    ]);
    const list = json<{ data: { id: number; redeemed_by: number | null }[] }>(
      await getAs(t.app, admin, '/api/v1/staff/giftcodes'),
    );
    expect(list.data.find((g) => g.id === gift.id)?.redeemed_by).toBe(client.profile.id);
    expect(
      (
        await postAs(t.app, admin, '/api/v1/staff/giftcodes', {
          code: gift.code,
          currency: 'euro',
          amount: 1,
        })
      ).statusCode,
    ).toBe(409);
  });
});

describe('exchange rates (admin)', () => {
  it('lists the rates and sets one', async () => {
    const list = json<{ data: { currency: string; minor_per_dollar: number }[] }>(
      await getAs(t.app, admin, '/api/v1/staff/exchange-rates'),
    );
    expect(list.data.find((r) => r.currency === 'euro')?.minor_per_dollar).toBe(92);
    const set = await send('PUT', admin, '/api/v1/staff/exchange-rates/euro', {
      minor_per_dollar: 95,
    });
    expect(json<{ data: { minor_per_dollar: number } }>(set).data.minor_per_dollar).toBe(95);
    expect(
      (await send('PUT', admin, '/api/v1/staff/exchange-rates/euro', { minor_per_dollar: 0 }))
        .statusCode,
    ).toBe(422);
    expect(
      (await send('PUT', admin, '/api/v1/staff/exchange-rates/yen', { minor_per_dollar: 5 }))
        .statusCode,
    ).toBe(422);
    const after = json<{ data: { currency: string; minor_per_dollar: number }[] }>(
      await getAs(t.app, admin, '/api/v1/staff/exchange-rates'),
    );
    expect(after.data.find((r) => r.currency === 'euro')?.minor_per_dollar).toBe(95);
  });
});
