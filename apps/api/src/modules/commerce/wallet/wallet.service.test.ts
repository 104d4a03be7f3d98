import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../../test/test-app-for-file';
import { registerClient } from '../../../test/factories';
import { postToWallet } from './wallet.service';
import { listAccounts, sumEntries } from './wallet.repository';

const t = testAppForFile();

const post = (
  userId: number,
  amountMinor: bigint,
  kind: Parameters<typeof postToWallet>[1]['kind'],
  key: string,
) =>
  t.deps.database.db.transaction((tx) =>
    postToWallet(tx, { userId, currency: 'dollar', amountMinor, kind, idempotencyKey: key }),
  );

async function balances(userId: number) {
  const accounts = await listAccounts(t.deps.database.db, userId);
  const sums = await sumEntries(t.deps.database.db, userId);
  return {
    account: accounts.find((a) => a.currency === 'dollar'),
    sum: sums.find((s) => s.currency === 'dollar')?.total ?? 0n,
  };
}

describe('wallet ledger', () => {
  it('lets exactly one of 20 concurrent debits of the whole balance through', async () => {
    const { profile } = await registerClient(t.app);
    await post(profile.id, 5_000n, 'gift_code', `race-credit-${profile.id}`);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        post(profile.id, -5_000n, 'payment', `race-debit-${profile.id}-${i}`),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(
      rejected.every((r) => (r.reason as { code?: string }).code === 'insufficient_funds'),
    ).toBe(true);
    const { account, sum } = await balances(profile.id);
    expect(account?.balanceMinor).toBe(0n);
    expect(sum).toBe(0n);
  });

  it('records a repeated effect once (idempotency key)', async () => {
    const { profile } = await registerClient(t.app);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => post(profile.id, 1_000n, 'refund', `once-${profile.id}`)),
    );
    expect(results.filter((r) => r.applied)).toHaveLength(1);
    expect((await balances(profile.id)).sum).toBe(1_000n);
  });

  it('goes below zero only through a debt entry, which a settlement pays off', async () => {
    const { profile } = await registerClient(t.app);
    await expect(post(profile.id, -100n, 'payment', `neg-${profile.id}`)).rejects.toMatchObject({
      code: 'insufficient_funds',
    });
    const debt = await post(profile.id, -4_500n, 'late_fee_debt', `fee-${profile.id}`);
    expect(debt).toMatchObject({ balanceMinor: -4_500n, debtMinor: 4_500n });
    const settled = await post(profile.id, 4_500n, 'debt_settlement', `settle-${profile.id}`);
    expect(settled).toMatchObject({ balanceMinor: 0n, debtMinor: 0n });
  });

  it('keeps every balance equal to the sum of its entries, never negative without debt (property)', async () => {
    const { profile } = await registerClient(t.app);
    let step = 0;
    const operation = fc.oneof(
      fc.record({
        kind: fc.constantFrom('gift_code', 'refund', 'invite_credit' as const),
        amount: fc.bigInt(1n, 10_000n),
      }),
      fc.record({ kind: fc.constant('payment' as const), amount: fc.bigInt(-10_000n, -1n) }),
      fc.record({ kind: fc.constant('late_fee_debt' as const), amount: fc.bigInt(-5_000n, -1n) }),
      fc.record({ kind: fc.constant('debt_settlement' as const), amount: fc.bigInt(1n, 5_000n) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 15 }), async (ops) => {
        for (const op of ops) {
          step += 1;
          await post(profile.id, op.amount, op.kind, `prop-${profile.id}-${step}`).catch(
            (error: { code?: string }) => {
              if (error.code !== 'insufficient_funds') throw error;
            },
          );
          const { account, sum } = await balances(profile.id);
          // Before the first accepted posting there is no wallet row yet: balance and debt are 0.
          const balance = account?.balanceMinor ?? 0n;
          const debt = account?.debtMinor ?? 0n;
          expect(balance).toBe(sum);
          expect(balance >= -debt).toBe(true);
          expect(debt >= 0n).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
  });
});
