import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCallbackQuery } from '../../../providers/payments';
import { json } from '../../../test/build-test-app';
import {
  buildAppWithDataDir,
  bytes,
  clientWithBasket,
  loginAs,
  receiptForm,
  upload,
  type OfflineResult,
} from '../../../test/commerce-fixtures';
import { postAs } from '../../../test/factories';
import { payOrder, started, type FactorBody } from '../../../test/payment-fixtures';
import { payments } from './payments.table';
import { factors, sessionCredits, walletEntries } from '../../../db/schema';

/**
 * An online callback and an offline approval settle two payments of one factor at the same
 * moment. Both paths lock the factor, then the payment, so they queue instead of deadlocking,
 * and the second sees what the first did. On PostgreSQL (DATABASE_URL) the race is real — the
 * pairs run at once over a pool of connections; on PGlite (one connection) it is serial.
 */
let t: Awaited<ReturnType<typeof buildAppWithDataDir>>;
let support: string;
beforeAll(async () => {
  t = await buildAppWithDataDir();
  support = await loginAs(t.app, 'support@ravan.demo');
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.database.db;
const TOTAL = 17_100; // package 2: 4 sessions, 171 dollars
const BY_TRANSFER = 7_100;
const ONLINE = TOTAL - BY_TRANSFER;

/** A factor with a pending bank transfer of 71 dollars and an awaiting card payment of 100. */
async function factorWithTwoPayments() {
  const client = await clientWithBasket(t.app, 2);
  const { factor } = json<FactorBody>(await postAs(t.app, client.token, '/api/v1/saveorder')).data;
  // The card payment first: none is started while a transfer waits for review.
  const { payment_id: onlineId } = started(await payOrder(t, client.token, factor.id, 'sandbox'));
  const transfer = await upload(
    t.app,
    client.token,
    `/api/v1/user/factors/${factor.id}/addofflinepayment`,
    receiptForm(bytes.png(), 'receipt.png', 'image/png', BY_TRANSFER),
  );
  expect(transfer.statusCode, transfer.body).toBe(201);
  const offlineId = json<OfflineResult>(transfer).data.payment!.id;
  // payorder asked for all that was due: the card pays what the transfer does not.
  const [online] = await db()
    .update(payments)
    .set({ amountMinor: BigInt(ONLINE) })
    .where(eq(payments.id, onlineId))
    .returning();
  const callback = `/api/v1/payments/sandbox/callback?${sandboxCallbackQuery(
    t.deps.config.appSecret,
    online!.gatewayRef!,
    'approved',
    BigInt(ONLINE),
  )}`;
  return { client, factorId: factor.id, offlineId, onlineId, callback };
}

describe('lock order: online settlement and offline approval on one factor', () => {
  it('settles both payments of every factor, racing, with consistent totals', async () => {
    const cases = [];
    for (let i = 0; i < 6; i += 1) cases.push(await factorWithTwoPayments());

    const answers = await Promise.all(
      cases.flatMap((one) => [
        t.app.inject({ method: 'GET', url: one.callback }),
        postAs(t.app, support, `/api/v1/staff/offline-payments/${one.offlineId}/approve`),
      ]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(cases.flatMap(() => [303, 200]));

    for (const one of cases) {
      const [factor] = await db().select().from(factors).where(eq(factors.id, one.factorId));
      expect(factor).toMatchObject({ state: 'paid', paidMinor: BigInt(TOTAL) });
      const settled = await db()
        .select({ id: payments.id, state: payments.state, amount: payments.amountMinor })
        .from(payments)
        .where(eq(payments.factorId, one.factorId));
      expect(settled.sort((a, b) => a.id - b.id)).toEqual(
        [
          { id: one.offlineId, state: 'paid', amount: BigInt(BY_TRANSFER) },
          { id: one.onlineId, state: 'paid', amount: BigInt(ONLINE) },
        ].sort((a, b) => a.id - b.id),
      );
      const credits = await db()
        .select()
        .from(sessionCredits)
        .where(eq(sessionCredits.factorId, one.factorId));
      expect(credits.map((credit) => credit.total)).toEqual([4]);
      // Neither payment overflowed to the wallet.
      expect(
        await db()
          .select()
          .from(walletEntries)
          .where(eq(walletEntries.userId, one.client.profile.id)),
      ).toEqual([]);
    }
  });
});
