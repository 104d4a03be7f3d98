import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { loginAs } from '../../../test/commerce-fixtures';
import { bearer, getAs, postAs, registerClient } from '../../../test/factories';

type Account = {
  id: number;
  platform_id: number;
  currency: string;
  holder_name: string;
  bank_name: string;
  iban: string | null;
  card_number: string | null;
  active: boolean;
};
type Details = {
  data: {
    factor_id: number;
    reference: string;
    currency: string;
    open: number;
    accounts: Omit<Account, 'platform_id' | 'currency' | 'active'>[];
  };
};

let t: TestApp;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t.app, 'admin@ravan.demo');
  support = await loginAs(t.app, 'support@ravan.demo');
});
afterAll(async () => {
  await t.close();
});

const patchAs = (token: string, id: number, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/staff/bank-accounts/${id}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload,
  });
const createAs = (token: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/bank-accounts',
    headers: { ...bearer(token), 'accept-language': 'en' },
    payload,
  });

async function factorIn(token: string, currency: string) {
  await postAs(t.app, token, '/api/v1/cart/changecurrency', { currency });
  await postAs(t.app, token, '/api/v1/cart', { package_id: 2 });
  const saved = await postAs(t.app, token, '/api/v1/saveorder');
  expect(saved.statusCode).toBe(201);
  return json<{ data: { factor: { id: number; due: number } } }>(saved).data.factor;
}

const valid = {
  platform_id: 1,
  currency: 'gbp',
  holder_name: 'Ravan UK Ltd',
  bank_name: 'NatWest',
  iban: 'gb29 nwbk 6016 1331 9268 19',
};

describe('bank accounts: admin only', () => {
  it('answers 403 to support and clients, 401 to guests', async () => {
    const client = await registerClient(t.app);
    for (const token of [support, client.token]) {
      expect((await getAs(t.app, token, '/api/v1/staff/bank-accounts')).statusCode).toBe(403);
      expect((await createAs(token, valid)).statusCode).toBe(403);
      expect((await patchAs(token, 1, { active: false })).statusCode).toBe(403);
    }
    const guest = await t.app.inject({ method: 'GET', url: '/api/v1/staff/bank-accounts' });
    expect(guest.statusCode).toBe(401);
  });

  it('lists the seeded accounts (toman and euro) with the platforms to choose from', async () => {
    const response = await getAs(t.app, admin, '/api/v1/staff/bank-accounts');
    expect(response.statusCode).toBe(200);
    const { accounts, platforms } = json<{
      data: { accounts: Account[]; platforms: { id: number; currency: string }[] };
    }>(response).data;
    expect(accounts.map((a) => [a.platform_id, a.currency])).toEqual(
      expect.arrayContaining([
        [1, 'rial'],
        [1, 'euro'],
        [4, 'euro'],
      ]),
    );
    expect(platforms.map((p) => p.id)).toEqual([1, 2, 4]);
  });

  it('creates an account, keeping numbers compact (Persian digits and spaces accepted)', async () => {
    const created = await createAs(admin, {
      ...valid,
      currency: 'try',
      iban: null,
      card_number: '۶۰۳۷ ۹۹۷۵ ۱۲۳۴ ۵۶۷۰',
      sort_order: 5,
    });
    expect(created.statusCode).toBe(201);
    expect(json<{ data: Account }>(created).data).toMatchObject({
      card_number: '6037997512345670',
      iban: null,
      active: true,
    });
    const gbp = await createAs(admin, valid);
    expect(json<{ data: Account }>(gbp).data.iban).toBe('GB29NWBK60161331926819');
  });

  it('refuses a wrong IBAN, a wrong card number, neither of them, or an unknown platform (422)', async () => {
    const badIban = await createAs(admin, { ...valid, iban: 'GB28NWBK60161331926819' });
    expect(badIban.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(badIban).errors.iban?.[0]).toContain(
      'valid IBAN',
    );
    const badCard = await createAs(admin, {
      ...valid,
      iban: null,
      card_number: '6037997512345671',
    });
    expect(json<{ errors: Record<string, string[]> }>(badCard).errors.card_number).toBeDefined();
    const neither = await createAs(admin, { ...valid, iban: '' });
    expect(neither.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(neither).errors.iban?.[0]).toBe(
      'Enter an IBAN or a card number.',
    );
    const platform = await createAs(admin, { ...valid, platform_id: 99 });
    expect(platform.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(platform).errors.platform_id).toBeDefined();
  });

  it('updates an account; it cannot lose both numbers; an unknown id is 404', async () => {
    const created = json<{ data: Account }>(await createAs(admin, valid)).data;
    const renamed = await patchAs(admin, created.id, { bank_name: 'Barclays' });
    expect(json<{ data: Account }>(renamed).data.bank_name).toBe('Barclays');
    const emptied = await patchAs(admin, created.id, { iban: null });
    expect(emptied.statusCode).toBe(422);
    expect((await patchAs(admin, 999_999, { active: false })).statusCode).toBe(404);
  });
});

describe('transfer details for an invoice', () => {
  it('gives the platform’s active accounts in the invoice currency and its reference', async () => {
    const client = await registerClient(t.app);
    const factor = await factorIn(client.token, 'rial');
    const response = await getAs(
      t.app,
      client.token,
      `/api/v1/user/factors/${factor.id}/transfer-details`,
    );
    expect(response.statusCode).toBe(200);
    const details = json<Details>(response).data;
    expect(details).toMatchObject({
      factor_id: factor.id,
      reference: `RVN-${factor.id}`,
      currency: 'rial',
      open: factor.due,
    });
    expect(details.accounts.map((a) => a.bank_name)).toEqual(['بانک ملت', 'بانک ملی']);
    expect(details.accounts[0]).toMatchObject({
      iban: 'IR820540102680020817909002',
      card_number: '6104331234567890',
    });

    // An account an admin switches off is no longer shown.
    const all = json<{ data: { accounts: Account[] } }>(
      await getAs(t.app, admin, '/api/v1/staff/bank-accounts'),
    ).data.accounts;
    const melli = all.find((a) => a.bank_name === 'بانک ملی')!;
    expect((await patchAs(admin, melli.id, { active: false })).statusCode).toBe(200);
    const after = json<Details>(
      await getAs(t.app, client.token, `/api/v1/user/factors/${factor.id}/transfer-details`),
    ).data;
    expect(after.accounts.map((a) => a.bank_name)).toEqual(['بانک ملت']);
    await patchAs(admin, melli.id, { active: true });
  });

  it('answers 404 for another client’s invoice and an empty list for a currency without accounts', async () => {
    const owner = await registerClient(t.app);
    const other = await registerClient(t.app);
    const factor = await factorIn(owner.token, 'dollar');
    const foreign = await getAs(
      t.app,
      other.token,
      `/api/v1/user/factors/${factor.id}/transfer-details`,
    );
    expect(foreign.statusCode).toBe(404);
    const own = json<Details>(
      await getAs(t.app, owner.token, `/api/v1/user/factors/${factor.id}/transfer-details`),
    ).data;
    expect(own.accounts).toEqual([]);
    expect(own.reference).toBe(`RVN-${factor.id}`);
  });
});
