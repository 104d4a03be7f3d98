import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../../test/build-test-app';
import { getAs, postAs, registerClient } from '../../test/factories';
import { auditEvents } from '../audit';
import { sessionCredits } from '../credits';
import { factors } from '../orders';
import { postToWallet, walletAccounts, walletEntries } from '../wallet';
import { buildAppWithDataDir, clientWithBasket, loginAs } from '../../test/commerce-fixtures';

let t: Awaited<ReturnType<typeof buildAppWithDataDir>>;
let support: string;
let admin: string;
beforeAll(async () => {
  t = await buildAppWithDataDir();
  support = await loginAs(t.app, 'support@ravan.demo');
  admin = await loginAs(t.app, 'admin@ravan.demo');
});
afterAll(async () => {
  await t.close();
});

type FactorBody = { data: { factor: { id: number; state: string; total: number } } };
type RefundBody = {
  data: {
    refund: { id: number; amount: number; sessions: number; method: string; state: string };
    view: { refunded: number; credits: { id: number; refundable: number; refunded: number }[] };
  };
};
type StaffFactor = {
  data: {
    credits: { id: number; total: number; used: number; refundable: number }[];
    refunded: number;
  };
};

const db = () => t.deps.database.db;

/** A client who bought package 2 (4 sessions, 171 dollars) from the wallet, optionally with a coupon. */
async function paidFactor(couponCode?: string) {
  const client = await clientWithBasket(t.app, 2);
  if (couponCode)
    expect(
      (await postAs(t.app, client.token, '/api/v1/validateCoupon', { code: couponCode }))
        .statusCode,
    ).toBe(200);
  const { factor } = json<FactorBody>(await postAs(t.app, client.token, '/api/v1/saveorder')).data;
  await db().transaction((tx) =>
    postToWallet(tx, {
      userId: client.profile.id,
      currency: 'dollar',
      amountMinor: BigInt(factor.total),
      kind: 'gift_code',
      idempotencyKey: `topup-${client.profile.id}`,
    }),
  );
  const paid = await postAs(
    t.app,
    client.token,
    `/api/v1/user/factors/${factor.id}/addwalletpaymentrecord`,
  );
  expect(json<FactorBody>(paid).data.factor.state).toBe('paid');
  return { client, factor };
}

async function walletState(userId: number) {
  const [account] = await db()
    .select()
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, userId), eq(walletAccounts.currency, 'dollar')));
  const [sum] = await db()
    .select({ total: sql<string>`coalesce(sum(${walletEntries.amountMinor}), 0)` })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.currency, 'dollar')));
  return { balance: account?.balanceMinor ?? 0n, ledger: BigInt(sum?.total ?? 0) };
}

const refundUrl = (factorId: number) => `/api/v1/staff/factors/${factorId}/refunds`;

describe('refunds of unused sessions', () => {
  it('refunds the unused sessions to the wallet, pro rata, once', async () => {
    const { client, factor } = await paidFactor();
    await db()
      .update(sessionCredits)
      .set({ used: 1 })
      .where(eq(sessionCredits.factorId, factor.id));
    const view = json<StaffFactor>(
      await getAs(t.app, support, `/api/v1/staff/factors/${factor.id}`),
    );
    expect(view.data.credits.map((c) => [c.total, c.used, c.refundable])).toEqual([[4, 1, 3]]);
    expect(await walletState(client.profile.id)).toEqual({ balance: 0n, ledger: 0n });

    const refunded = await postAs(t.app, support, refundUrl(factor.id), {
      method: 'wallet',
      reason: 'Client moved abroad',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const body = json<RefundBody>(refunded).data;
    // 3 of 4 sessions of a 171-dollar package: 128.25 dollars.
    expect(body.refund).toMatchObject({
      amount: 12_825,
      sessions: 3,
      method: 'wallet',
      state: 'done',
    });
    expect(body.view.refunded).toBe(12_825);
    expect(body.view.credits.map((c) => [c.refunded, c.refundable])).toEqual([[3, 0]]);
    expect(await walletState(client.profile.id)).toEqual({ balance: 12_825n, ledger: 12_825n });
    const [entry] = await db()
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, client.profile.id), eq(walletEntries.kind, 'refund')));
    expect(entry).toMatchObject({
      amountMinor: 12_825n,
      idempotencyKey: `refund:${body.refund.id}`,
      factorId: factor.id,
    });
    const [row] = await db().select().from(factors).where(eq(factors.id, factor.id));
    expect(row?.refundedMinor).toBe(12_825n);

    const again = await postAs(t.app, admin, refundUrl(factor.id), { method: 'wallet' });
    expect(again.statusCode).toBe(409);
    expect(json(again).code).toBe('nothing_to_refund');
    const named = await postAs(t.app, admin, refundUrl(factor.id), {
      method: 'wallet',
      credits: [{ credit_id: body.view.credits[0]!.id, sessions: 1 }],
    });
    expect(named.statusCode).toBe(422);
    expect(json(named).code).toBe('refund_exceeds_unused');
    expect(await walletState(client.profile.id)).toEqual({ balance: 12_825n, ledger: 12_825n });

    const audits = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'refund_issued'), eq(auditEvents.subjectId, client.profile.id)),
      );
    expect(audits).toHaveLength(1);
  });

  it('spreads a coupon’s discount, and refunds in steps add up to exactly what was paid', async () => {
    const code = `TEN-${Date.now()}`;
    expect(
      (await postAs(t.app, admin, '/api/v1/staff/coupons', { code, kind: 'percent', percent: 10 }))
        .statusCode,
    ).toBe(201);
    const { client, factor } = await paidFactor(code);
    expect(factor.total).toBe(15_390);
    const [credit] = await db()
      .select()
      .from(sessionCredits)
      .where(eq(sessionCredits.factorId, factor.id));

    const first = await postAs(t.app, support, refundUrl(factor.id), {
      method: 'original',
      credits: [{ credit_id: credit!.id, sessions: 1 }],
    });
    expect(first.statusCode).toBe(201);
    // One session of 153.90 dollars paid for four: 38.475, rounded down.
    expect(json<RefundBody>(first).data.refund).toMatchObject({
      amount: 3_847,
      sessions: 1,
      method: 'original',
      state: 'pending_gateway',
    });
    expect(await walletState(client.profile.id)).toEqual({ balance: 0n, ledger: 0n });

    const rest = await postAs(t.app, support, refundUrl(factor.id), { method: 'wallet' });
    expect(json<RefundBody>(rest).data.refund).toMatchObject({ amount: 11_543, sessions: 3 });
    const [row] = await db().select().from(factors).where(eq(factors.id, factor.id));
    expect(row?.refundedMinor).toBe(15_390n);
    expect(await walletState(client.profile.id)).toEqual({ balance: 11_543n, ledger: 11_543n });
  });

  it('refunds once when two staff refund the same sessions at the same moment', async () => {
    const { client, factor } = await paidFactor();
    const answers = await Promise.all([
      postAs(t.app, support, refundUrl(factor.id), { method: 'wallet' }),
      postAs(t.app, admin, refundUrl(factor.id), { method: 'wallet' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await walletState(client.profile.id)).toEqual({ balance: 17_100n, ledger: 17_100n });
    const [credit] = await db()
      .select()
      .from(sessionCredits)
      .where(eq(sessionCredits.factorId, factor.id));
    expect(credit?.refunded).toBe(4);
  });

  it('refuses an unpaid invoice and answers 404 for one that does not exist', async () => {
    const client = await clientWithBasket(t.app, 1);
    const { factor } = json<FactorBody>(
      await postAs(t.app, client.token, '/api/v1/saveorder'),
    ).data;
    const unpaid = await postAs(t.app, support, refundUrl(factor.id), { method: 'wallet' });
    expect(unpaid.statusCode).toBe(409);
    expect(json(unpaid).code).toBe('factor_not_refundable');
    expect(
      (await postAs(t.app, support, refundUrl(999_999), { method: 'wallet' })).statusCode,
    ).toBe(404);
    const stranger = await registerClient(t.app);
    expect(
      (await postAs(t.app, stranger.token, refundUrl(factor.id), { method: 'wallet' })).statusCode,
    ).toBe(403);
  });
});
