import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaymentGateways, sandboxCallbackQuery } from '../../../providers/payments';
import { json } from '../../../test/build-test-app';
import { getAs, postAs, registerClient } from '../../../test/factories';
import {
  auditEvents,
  factors,
  payments,
  sessionCredits,
  walletAccounts,
  walletEntries,
} from '../../../db/schema';
import { refunds } from './refunds.table';
import { postToWallet } from '../wallet';
import { buildAppWithDataDir, clientWithBasket, loginAs } from '../../../test/commerce-fixtures';
import { completeGatewayRefund } from './gateway-refund';

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

/** Tops the client's dollar wallet up by `amount` (a gift code's entry). */
function topUp(userId: number, amount: number, key: string) {
  return db().transaction((tx) =>
    postToWallet(tx, {
      userId,
      currency: 'dollar',
      amountMinor: BigInt(amount),
      kind: 'gift_code',
      idempotencyKey: key,
    }),
  );
}

/** Pays what the factor still owes through the sandbox gateway, approved. */
async function payInSandbox(token: string, factorId: number) {
  const payorder = await getAs(t.app, token, `/api/v1/payorder/${factorId}?gateway=sandbox`);
  expect(payorder.statusCode, payorder.body).toBe(200);
  const { payment_id } = json<{ data: { payment_id: number } }>(payorder).data;
  const [payment] = await db().select().from(payments).where(eq(payments.id, payment_id));
  const query = sandboxCallbackQuery(
    t.deps.config.appSecret,
    payment!.gatewayRef!,
    'approved',
    payment!.amountMinor,
  );
  const back = await t.app.inject({
    method: 'GET',
    url: `/api/v1/payments/sandbox/callback?${query}`,
  });
  expect(back.statusCode).toBe(303);
  return payment_id;
}

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

describe('refunds by the original method', () => {
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

  it('pays back through the sandbox gateway at once: done, and the wallet untouched', async () => {
    const client = await clientWithBasket(t.app, 2);
    const { factor } = json<FactorBody>(
      await postAs(t.app, client.token, '/api/v1/saveorder'),
    ).data;
    await payInSandbox(client.token, factor.id);
    await db()
      .update(sessionCredits)
      .set({ used: 1 })
      .where(eq(sessionCredits.factorId, factor.id));

    const refunded = await postAs(t.app, support, refundUrl(factor.id), { method: 'original' });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const body = json<RefundBody>(refunded).data;
    expect(body.refund).toMatchObject({
      amount: 12_825,
      sessions: 3,
      method: 'original',
      state: 'done',
    });
    expect(body.view.refunded).toBe(12_825);
    expect(await walletState(client.profile.id)).toEqual({ balance: 0n, ledger: 0n });

    // Asked again (a retry), a done refund is left as it is.
    const gateways = createPaymentGateways(t.deps.config);
    expect(await completeGatewayRefund(t.deps, gateways, body.refund.id, quiet)).toBe('done');
  });

  it('goes back through the online part only; what the wallet paid is left to support', async () => {
    const client = await clientWithBasket(t.app, 2);
    const { factor } = json<FactorBody>(
      await postAs(t.app, client.token, '/api/v1/saveorder'),
    ).data;
    await topUp(client.profile.id, 7_100, `topup-mixed-${client.profile.id}`);
    const fromWallet = await postAs(
      t.app,
      client.token,
      `/api/v1/user/factors/${factor.id}/addwalletpaymentrecord`,
      { amount: 7_100 },
    );
    expect(fromWallet.statusCode, fromWallet.body).toBe(200);
    await payInSandbox(client.token, factor.id); // the other 100 dollars
    const [credit] = await db()
      .select()
      .from(sessionCredits)
      .where(eq(sessionCredits.factorId, factor.id));

    // Two sessions (85.50 dollars) fit in the 100 dollars paid online.
    const first = await postAs(t.app, support, refundUrl(factor.id), {
      method: 'original',
      credits: [{ credit_id: credit!.id, sessions: 2 }],
    });
    expect(json<RefundBody>(first).data.refund).toMatchObject({ amount: 8_550, state: 'done' });
    // One more (42.75) would take 128.25 back through a 100-dollar card payment: by hand.
    const second = await postAs(t.app, support, refundUrl(factor.id), {
      method: 'original',
      credits: [{ credit_id: credit!.id, sessions: 1 }],
    });
    const pending = json<RefundBody>(second).data;
    expect(pending.refund).toMatchObject({ amount: 4_275, state: 'pending_gateway' });
    // Credits and totals are settled either way.
    expect(pending.view.refunded).toBe(12_825);
    expect(pending.view.credits.map((c) => [c.refunded, c.refundable])).toEqual([[3, 1]]);
    expect(await walletState(client.profile.id)).toEqual({ balance: 0n, ledger: 0n });

    const gateways = createPaymentGateways(t.deps.config);
    expect(await completeGatewayRefund(t.deps, gateways, pending.refund.id, quiet)).toBe(
      'pending_gateway',
    );
    const states = await db()
      .select({ id: refunds.id, state: refunds.state })
      .from(refunds)
      .where(eq(refunds.factorId, factor.id));
    expect(states.map((row) => row.state).sort()).toEqual(['done', 'pending_gateway']);
  });
});
