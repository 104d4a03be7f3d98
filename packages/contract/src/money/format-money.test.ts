import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money';
import { toMinorUnits } from './currencies';

describe('formatMoney (SPEC.md §9)', () => {
  it('shows toman without decimals, with separators and Persian digits in fa', () => {
    expect(formatMoney(1_234_567, 'rial', 'fa')).toBe('۱٬۲۳۴٬۵۶۷ تومان');
    expect(formatMoney(1_234_567, 'rial', 'en')).toBe('1,234,567 Toman');
    expect(formatMoney(1_234_567n, 'rial', 'en')).toBe('1,234,567 Toman');
  });

  it('shows dollars and euros with 2 decimals', () => {
    expect(formatMoney(toMinorUnits(12.5, 'dollar'), 'dollar', 'en')).toBe('$12.50');
    expect(formatMoney(4_200, 'euro', 'en')).toBe('€42.00');
    expect(formatMoney(1_250, 'dollar', 'fa')).toContain('۱۲٫۵۰');
  });

  it('tells the dollars apart: US $, Canadian CA$, Australian A$', () => {
    expect(formatMoney(1_250, 'dollar', 'en')).toBe('$12.50');
    expect(formatMoney(1_250, 'cad', 'en')).toBe('CA$12.50');
    expect(formatMoney(1_250, 'aud', 'en')).toBe('A$12.50');
    expect(formatMoney(1_250, 'gbp', 'en')).toBe('£12.50');
    expect(formatMoney(1_250, 'try', 'en')).toBe('₺12.50');
    expect(formatMoney(-1_250, 'cad', 'en')).toBe('-CA$12.50');
    expect(formatMoney(1_250, 'cad', 'fa')).toBe('\u200eCA$۱۲٫۵۰');
    expect(formatMoney(1_250, 'aud', 'fa')).toBe('\u200eA$۱۲٫۵۰');
    expect(formatMoney(1_250, 'dollar', 'fa')).toBe('\u200e$۱۲٫۵۰');
  });

  it('counts minor units exactly', () => {
    expect(toMinorUnits(19.99, 'dollar')).toBe(1999);
    expect(toMinorUnits(950_000, 'rial')).toBe(950_000);
  });
});
