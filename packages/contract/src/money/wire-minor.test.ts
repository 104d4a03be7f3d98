import { describe, expect, it } from 'vitest';
import { toWireMinor } from './wire-minor';

describe('toWireMinor', () => {
  it('turns bigint minor units into the same JSON number', () => {
    expect(toWireMinor(12_345n)).toBe(12_345);
    expect(toWireMinor(-450n)).toBe(-450);
    expect(toWireMinor(0n)).toBe(0);
    expect(toWireMinor(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('refuses an amount a JSON number cannot hold exactly', () => {
    expect(() => toWireMinor(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(RangeError);
    expect(() => toWireMinor(-(2n ** 60n))).toThrow(RangeError);
    expect(() => toWireMinor(1.5)).toThrow(RangeError);
  });
});
