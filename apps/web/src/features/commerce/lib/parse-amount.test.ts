import { describe, expect, it } from 'vitest';
import { parseAmount } from './parse-amount';

describe('parseAmount', () => {
  it('reads dollars with up to two decimals, in Latin or Persian digits', () => {
    expect(parseAmount('12.5', 'dollar')).toBe(1250);
    expect(parseAmount('۱۲٫۵۰', 'dollar')).toBe(1250);
    expect(parseAmount('10', 'euro')).toBe(1000);
    expect(parseAmount('1.234', 'dollar')).toBeNull();
  });

  it('reads toman as whole numbers, with or without separators', () => {
    expect(parseAmount('950,000', 'rial')).toBe(950_000);
    expect(parseAmount('۹۵۰٬۰۰۰', 'rial')).toBe(950_000);
    expect(parseAmount('12.5', 'rial')).toBeNull();
  });

  it('refuses what is not an amount', () => {
    expect(parseAmount('', 'dollar')).toBeNull();
    expect(parseAmount('-5', 'dollar')).toBeNull();
    expect(parseAmount('abc', 'rial')).toBeNull();
  });
});
