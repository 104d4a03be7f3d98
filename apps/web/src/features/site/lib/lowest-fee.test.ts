import { describe, expect, it } from 'vitest';
import type { PackageSummary } from '@ravan/contract';
import { lowestSessionFee, perSession } from './lowest-fee';

const pkg = (id: number, kind: PackageSummary['kind'], sessions: number, price: number) =>
  ({
    id,
    title: `p${id}`,
    kind,
    session_count: sessions,
    session_minutes: 45,
    pivot: { price, currency: 'dollar' },
  }) satisfies PackageSummary;

describe('session fees from the catalogue', () => {
  it('takes the cheapest therapy session, ignoring other kinds', () => {
    expect(
      lowestSessionFee([
        pkg(1, 'therapy', 1, 4500),
        pkg(2, 'therapy', 8, 32_400),
        pkg(3, 'psychiatry', 3, 9000),
      ]),
    ).toEqual({ amount: 4050, currency: 'dollar' });
  });

  it('answers null without a therapy package', () => {
    expect(lowestSessionFee([pkg(3, 'couple', 4, 100)])).toBeNull();
    expect(lowestSessionFee([])).toBeNull();
  });

  it('rounds a per-session price half up', () => {
    expect(perSession(pkg(1, 'therapy', 3, 1000))).toBe(333);
    expect(perSession(pkg(1, 'therapy', 2, 1001))).toBe(501);
  });
});
