import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/build-test-app';
import { testAppForFile } from '../../../test/test-app-for-file';
import { getAs, postAs, registerClient } from '../../../test/factories';
import { postToWallet } from '../wallet';
import { coupons, sessionCredits, users, walletEntries } from '../../../db/schema';

const t = testAppForFile();

type FactorBody = {
  data: {
    factor: {
      id: number;
      state: string;
      canBePaid: boolean;
      total: number;
      paid: number;
      due: number;
      payments: { type: string; state: string }[];
    };
  };
};

async function clientWithOrder(packageId = 1, currency = 'dollar') {
  const client = await registerClient(t.app);
  await postAs(t.app, client.token, '/api/v1/cart/changecurrency', { currency });
  await postAs(t.app, client.token, '/api/v1/cart', { package_id: packageId });
  return client;
}

const credit = (userId: number, amountMinor: bigint, key: string) =>
  t.deps.database.db.transaction((tx) =>
    postToWallet(tx, {
      userId,
      currency: 'dollar',
      amountMinor,
      kind: 'gift_code',
      idempotencyKey: key,
    }),
  );

describe('save order and factors', () => {
  it('turns the basket into a payable factor and empties the basket', async () => {
    const client = await clientWithOrder(2);
    const saved = await postAs(t.app, client.token, '/api/v1/saveorder');
    expect(saved.statusCode).toBe(201);
    const { factor } = json<FactorBody>(saved).data;
    expect(factor).toMatchObject({
      state: 'submit',
      canBePaid: true,
      total: 17_100,
      paid: 0,
      due: 17_100,
    });
    expect(
      json<{ data: { items: object } }>(await getAs(t.app, client.token, '/api/v1/cart')).data
        .items,
    ).toEqual({});
    const last = json<FactorBody>(
      await getAs(t.app, client.token, '/api/v1/user/getlastpayablefactor'),
    );
    expect(last.data.factor.id).toBe(factor.id);
    const list = json<{ data: { id: number }[]; meta: { total: number } }>(
      await getAs(t.app, client.token, '/api/v1/user/factors?page=1'),
    );
    expect(list.meta.total).toBe(1);
    expect((await postAs(t.app, client.token, '/api/v1/saveorder')).statusCode).toBe(422);
  });

  it('pays in part and then in full from the wallet, then grants the sessions', async () => {
    const client = await clientWithOrder(2);
    const { factor } = json<FactorBody>(
      await postAs(t.app, client.token, '/api/v1/saveorder'),
    ).data;
    await credit(client.profile.id, 20_000n, `topup-${client.profile.id}`);
    const part = json<FactorBody>(
      await postAs(
        t.app,
        client.token,
        `/api/v1/user/factors/${factor.id}/addwalletpaymentrecord`,
        { amount: 7_100 },
      ),
    );
    expect(part.data.factor).toMatchObject({
      state: 'partially_paid',
      paid: 7_100,
      due: 10_000,
      canBePaid: true,
    });
    const tooMuch = await postAs(
      t.app,
      client.token,
      `/api/v1/user/factors/${factor.id}/addwalletpaymentrecord`,
      { amount: 10_001 },
    );
    expect(tooMuch.statusCode).toBe(422);
    const rest = json<FactorBody>(
      await postAs(t.app, client.token, `/api/v1/user/factors/${factor.id}/addwalletpaymentrecord`),
    );
    expect(rest.data.factor).toMatchObject({
      state: 'paid',
      paid: 17_100,
      due: 0,
      canBePaid: false,
    });
    expect(rest.data.factor.payments.map((p) => [p.type, p.state])).toEqual([
      ['wallet_payment', 'paid'],
      ['wallet_payment', 'paid'],
    ]);
    const credits = await t.deps.database.db
      .select()
      .from(sessionCredits)
      .where(eq(sessionCredits.userId, client.profile.id));
    expect(credits.map((c) => c.total)).toEqual([4]);
    expect(
      (
        await postAs(
          t.app,
          client.token,
          `/api/v1/user/factors/${factor.id}/addwalletpaymentrecord`,
        )
      ).statusCode,
    ).toBe(409);
  });

  it('refuses a wallet payment the balance cannot cover, and writes nothing', async () => {
    const client = await clientWithOrder(1);
    const { factor } = json<FactorBody>(
      await postAs(t.app, client.token, '/api/v1/saveorder'),
    ).data;
    const poor = await postAs(
      t.app,
      client.token,
      `/api/v1/user/factors/${factor.id}/addwalletpaymentrecord`,
    );
    expect(poor.statusCode).toBe(422);
    expect(json(poor).message).toBe('Your wallet balance is not enough for this amount.');
    const after = json<FactorBody>(
      await getAs(t.app, client.token, `/api/v1/user/factors/${factor.id}`),
    );
    expect(after.data.factor.payments).toEqual([]);
  });

  it('lets one of 20 concurrent wallet payments of the whole balance through', async () => {
    const client = await registerClient(t.app);
    await postAs(t.app, client.token, '/api/v1/cart/changecurrency', { currency: 'dollar' });
    const factorIds: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      await postAs(t.app, client.token, '/api/v1/cart', { package_id: 1 });
      factorIds.push(
        json<FactorBody>(await postAs(t.app, client.token, '/api/v1/saveorder')).data.factor.id,
      );
    }
    await credit(client.profile.id, 4_500n, `race-${client.profile.id}`);
    const results = await Promise.all(
      factorIds.map((id) =>
        postAs(t.app, client.token, `/api/v1/user/factors/${id}/addwalletpaymentrecord`),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(19);
    const entries = await t.deps.database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, client.profile.id));
    expect(entries.reduce((sum, e) => sum + e.amountMinor, 0n)).toBe(0n);
  });

  it('gives a coupon’s last use to exactly one of 20 concurrent orders', async () => {
    const [coupon] = await t.deps.database.db
      .insert(coupons)
      .values({ code: `LAST-${Date.now()}`, kind: 'percent', percent: 50, maxUses: 1 })
      .returning();
    const clients = await Promise.all(Array.from({ length: 20 }, () => clientWithOrder(1)));
    for (const client of clients) {
      expect(
        (await postAs(t.app, client.token, '/api/v1/validateCoupon', { code: coupon!.code }))
          .statusCode,
      ).toBe(200);
    }
    const results = await Promise.all(
      clients.map((client) => postAs(t.app, client.token, '/api/v1/saveorder')),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(
      results.filter((r) => r.statusCode === 409).every((r) => json(r).code === 'coupon_used_up'),
    ).toBe(true);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const [after] = await t.deps.database.db
      .select()
      .from(coupons)
      .where(eq(coupons.id, coupon!.id));
    expect(after?.usedCount).toBe(1);
  });

  it('credits the inviter 10 dollars in their platform currency, once, on the invitee’s first paid order', async () => {
    const inviter = await registerClient(t.app);
    const [inviterRow] = await t.deps.database.db
      .select()
      .from(users)
      .where(eq(users.id, inviter.profile.id));
    const invitee = await registerClient(t.app, { invite_code: inviterRow!.inviteCode });
    await t.deps.database.db
      .update(users)
      .set({ invitedBy: inviter.profile.id })
      .where(eq(users.id, invitee.profile.id));
    await credit(invitee.profile.id, 100_000n, `invitee-${invitee.profile.id}`);
    await postAs(t.app, invitee.token, '/api/v1/cart/changecurrency', { currency: 'dollar' });
    for (let i = 0; i < 2; i += 1) {
      await postAs(t.app, invitee.token, '/api/v1/cart', { package_id: 1 });
      const { factor } = json<FactorBody>(
        await postAs(t.app, invitee.token, '/api/v1/saveorder'),
      ).data;
      expect(
        (
          await postAs(
            t.app,
            invitee.token,
            `/api/v1/user/factors/${factor.id}/addwalletpaymentrecord`,
          )
        ).statusCode,
      ).toBe(200);
    }
    const entries = await t.deps.database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, inviter.profile.id));
    expect(entries.map((e) => [e.kind, e.currency, e.amountMinor])).toEqual([
      ['invite_credit', 'rial', 950_000n],
    ]);
  });
});

describe('ownership: another user’s objects are out of reach', () => {
  it('answers 404 for a foreign factor, its payment and its wallet payment', async () => {
    const owner = await clientWithOrder(1);
    const { factor } = json<FactorBody>(await postAs(t.app, owner.token, '/api/v1/saveorder')).data;
    const stranger = await registerClient(t.app);
    await credit(stranger.profile.id, 100_000n, `stranger-${stranger.profile.id}`);
    expect(
      (await getAs(t.app, stranger.token, `/api/v1/user/factors/${factor.id}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await postAs(
          t.app,
          stranger.token,
          `/api/v1/user/factors/${factor.id}/addwalletpaymentrecord`,
        )
      ).statusCode,
    ).toBe(404);
    const list = json<{ data: unknown[] }>(
      await getAs(t.app, stranger.token, '/api/v1/user/factors'),
    );
    expect(list.data).toEqual([]);
    const records = json<{ data: unknown[]; meta: { balances: { balance: number }[] } }>(
      await getAs(t.app, stranger.token, '/api/v1/user/walletrecords'),
    );
    expect(records.meta.balances).toEqual([{ currency: 'dollar', balance: 100_000, debt: 0 }]);
    expect((await getAs(t.app, owner.token, `/api/v1/user/factors/${factor.id}`)).statusCode).toBe(
      200,
    );
  });
});

describe('gift codes', () => {
  it('credits the wallet once', async () => {
    const a = await registerClient(t.app);
    const b = await registerClient(t.app);
    const first = await postAs(t.app, a.token, '/api/v1/user/giftcodes', { code: 'gift-demo-25' });
    expect(first.statusCode).toBe(200);
    expect(json<{ data: { balances: object[] } }>(first).data.balances).toEqual([
      { currency: 'dollar', balance: 2_500, debt: 0 },
    ]);
    expect(
      (await postAs(t.app, b.token, '/api/v1/user/giftcodes', { code: 'GIFT-DEMO-25' })).statusCode,
    ).toBe(404);
    expect(
      (await postAs(t.app, a.token, '/api/v1/user/giftcodes', { code: 'GIFT-DEMO-25' })).statusCode,
    ).toBe(404);
  });
});
