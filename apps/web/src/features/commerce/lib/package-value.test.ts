import { describe, expect, it } from 'vitest';
import type { PackageSummary } from '@ravan/contract';
import { packageValue } from './package-value';

const pkg = (
  id: number,
  kind: PackageSummary['kind'],
  sessions: number,
  price: number,
  currency: PackageSummary['pivot']['currency'] = 'rial',
): PackageSummary => ({
  id,
  title: `p${id}`,
  kind,
  session_count: sessions,
  session_minutes: 45,
  pivot: { price, currency },
});

const single = pkg(1, 'therapy', 1, 1_000_000);
const four = pkg(2, 'therapy', 4, 3_800_000);

describe('packageValue', () => {
  it('divides the price by the sessions and compares with single sessions of the same kind', () => {
    expect(packageValue(four, [single, four])).toEqual({
      perSession: 950_000n,
      saving: { amount: 200_000n, percent: 5 },
    });
  });

  it('rounds the price per session and the percent down to the minor unit', () => {
    const cents = pkg(3, 'therapy', 3, 1_000, 'dollar'); // $10.00 for 3 → $3.33
    const one = pkg(4, 'therapy', 1, 400, 'dollar'); // 3 × $4.00 = $12.00, saving $2.00 = 16.6…%
    expect(packageValue(cents, [one, cents])).toEqual({
      perSession: 333n,
      saving: { amount: 200n, percent: 16 },
    });
  });

  it('shows no saving for a single session, without a reference, or when not cheaper', () => {
    expect(packageValue(single, [single, four]).saving).toBeNull();
    expect(packageValue(four, [four]).saving).toBeNull();
    const couple = pkg(5, 'couple', 4, 3_000_000);
    expect(packageValue(couple, [single, couple]).saving).toBeNull();
    const dear = pkg(6, 'therapy', 4, 4_000_000);
    expect(packageValue(dear, [single, dear]).saving).toBeNull();
    const otherCurrency = pkg(7, 'therapy', 1, 100, 'euro');
    expect(packageValue(four, [otherCurrency, four]).saving).toBeNull();
  });

  it('keeps exact minor units beyond the safe number range', () => {
    const big = pkg(8, 'therapy', 2, Number.MAX_SAFE_INTEGER);
    const one = pkg(9, 'therapy', 1, Number.MAX_SAFE_INTEGER);
    expect(packageValue(big, [one, big])).toEqual({
      perSession: BigInt(Number.MAX_SAFE_INTEGER) / 2n,
      saving: { amount: BigInt(Number.MAX_SAFE_INTEGER), percent: 50 },
    });
  });
});
