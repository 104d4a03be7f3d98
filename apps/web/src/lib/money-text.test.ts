import { describe, expect, it } from 'vitest';
import { isCurrency, moneyText } from './money-text';

describe('moneyText', () => {
  it('isolates the amount so it keeps its order inside a sentence of either direction', () => {
    const text = moneyText(1000, 'dollar', 'en');
    expect(text.startsWith('\u2068')).toBe(true);
    expect(text.endsWith('\u2069')).toBe(true);
    expect(text).toContain('10');
  });

  it('tells the currencies the app formats from any other string', () => {
    expect(isCurrency('rial')).toBe(true);
    expect(isCurrency('yen')).toBe(false);
  });
});
