import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../test/test-app-for-file';
import { ABANDONED_PAYMENT_MS, expireAbandonedPayments } from './expire-abandoned';
import { clientWithFactor, payOrder, purchase, started } from '../../../test/payment-fixtures';
import { payments } from './payments.table';
import { factors } from '../../../db/schema';

const t = testAppForFile();

/** The job's fixed "now": every age below is measured from it. */
const NOW = new Date('2026-03-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 60 * 60 * 1000;

const setCreated = (id: number, at: Date) =>
  t.deps.database.db.update(payments).set({ createdAt: at }).where(eq(payments.id, id));

async function insertPayment(factorId: number, userId: number, values: object, at: Date) {
  const [row] = await t.deps.database.db
    .insert(payments)
    .values({
      factorId,
      userId,
      type: 'online',
      state: 'awaiting',
      currency: 'dollar',
      amountMinor: 100n,
      createdAt: at,
      ...values,
    })
    .returning();
  return row!;
}

describe('expireAbandonedPayments', () => {
  it('fails online payments awaiting for more than 2 hours, and nothing else', async () => {
    const { client, factor } = await clientWithFactor(t);
    const old = started(await payOrder(t, client.token, factor.id)).payment_id;
    const boundary = started(await payOrder(t, client.token, factor.id)).payment_id;
    const recent = started(await payOrder(t, client.token, factor.id)).payment_id;
    await setCreated(old, ago(ABANDONED_PAYMENT_MS + 1));
    await setCreated(boundary, ago(ABANDONED_PAYMENT_MS));
    await setCreated(recent, ago(HOUR));
    const userId = client.profile.id;
    const offline = await insertPayment(
      factor.id,
      userId,
      { type: 'offline', state: 'pending' },
      ago(5 * HOUR),
    );
    const paid = await insertPayment(
      factor.id,
      userId,
      { state: 'paid', paidAt: ago(3 * HOUR) },
      ago(5 * HOUR),
    );
    const [before] = await t.deps.database.db
      .select()
      .from(factors)
      .where(eq(factors.id, factor.id));

    // Two processes at once: the conditional UPDATE lets each row be failed once in all.
    const counts = await Promise.all([
      expireAbandonedPayments(t.deps, NOW),
      expireAbandonedPayments(t.deps, NOW),
    ]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await expireAbandonedPayments(t.deps, NOW)).toBe(0);

    const ids = [old, boundary, recent, offline.id, paid.id];
    const rows = await t.deps.database.db
      .select({ id: payments.id, state: payments.state, updatedAt: payments.updatedAt })
      .from(payments)
      .where(inArray(payments.id, ids));
    const stateOf = new Map(rows.map((row) => [row.id, row.state]));
    expect(ids.map((id) => stateOf.get(id))).toEqual([
      'failed',
      'awaiting',
      'awaiting',
      'pending',
      'paid',
    ]);
    expect(rows.find((row) => row.id === old)?.updatedAt).toEqual(NOW);

    // The invoice is as it was: nothing paid, still payable; the client sees the failure.
    const [after] = await t.deps.database.db
      .select()
      .from(factors)
      .where(eq(factors.id, factor.id));
    expect(after).toEqual(before);
    const outcome = await purchase(t, client.token, old);
    expect(outcome.payment.state).toBe('failed');
    expect(outcome.factor).toMatchObject({ state: 'submit', canBePaid: true, paid: 0 });

    // An hour later the boundary payment's time is up too; the recent one still waits.
    expect(await expireAbandonedPayments(t.deps, new Date(NOW.getTime() + HOUR))).toBe(1);
    expect((await purchase(t, client.token, boundary)).payment.state).toBe('failed');
    expect((await purchase(t, client.token, recent)).payment.state).toBe('awaiting');
  });

  it('a failed payment’s sandbox page no longer takes a decision', async () => {
    const { client, factor } = await clientWithFactor(t);
    const { payment_id, redirect_url } = started(await payOrder(t, client.token, factor.id));
    await setCreated(payment_id, ago(3 * HOUR));
    expect(await expireAbandonedPayments(t.deps, NOW)).toBe(1);
    const page = await t.app.inject({ method: 'GET', url: new URL(redirect_url).pathname });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/process-payment?paymentID=${payment_id}`);
  });
});
