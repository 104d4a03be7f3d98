import { describe, expect, it } from 'vitest';
import { planGatewayRefund, refundIdempotencyKey } from './gateway-refund';

const online = (id: number, amount: number) => ({
  id,
  gateway: 'stripe',
  gatewayRef: `cs_${id}`,
  currency: 'euro' as const,
  amountMinor: BigInt(amount),
});
const plan = (payments: ReturnType<typeof online>[], earlier: number, amount: number) =>
  planGatewayRefund(payments, BigInt(earlier), BigInt(amount))?.map((part) => [
    part.payment.id,
    Number(part.amountMinor),
  ]) ?? null;

describe('which online payments a refund by the original method goes back through', () => {
  it('takes one payment when it carries the whole refund', () => {
    expect(plan([online(1, 10_000)], 0, 4_000)).toEqual([[1, 4_000]]);
    expect(plan([online(1, 10_000)], 0, 10_000)).toEqual([[1, 10_000]]);
  });

  it('uses up what earlier refunds took first, oldest payment first', () => {
    expect(plan([online(1, 10_000)], 6_000, 4_000)).toEqual([[1, 4_000]]);
    expect(plan([online(1, 3_000), online(2, 5_000)], 2_000, 4_000)).toEqual([
      [1, 1_000],
      [2, 3_000],
    ]);
    expect(plan([online(1, 3_000), online(2, 5_000)], 3_000, 5_000)).toEqual([[2, 5_000]]);
  });

  it('asks no gateway when the online payments cannot carry all of it', () => {
    expect(plan([], 0, 1)).toBeNull();
    expect(plan([online(1, 10_000)], 6_001, 4_000)).toBeNull();
    expect(plan([online(1, 3_000), online(2, 5_000)], 0, 8_001)).toBeNull();
  });

  it('keys each part by the refund and the payment’s gateway reference', () => {
    expect(refundIdempotencyKey(7, online(3, 1))).toBe('ravan-refund-7-cs_3');
  });
});
