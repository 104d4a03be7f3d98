import { describe, expect, it } from 'vitest';
import { COUNTRIES, callingCodeOf, isCountryCode } from './countries';

describe('countries', () => {
  it('lists each ISO 3166-1 alpha-2 code once, sorted, with digits-only calling codes', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(codes.length).toBe(250);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codes].sort());
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(
      COUNTRIES.every(
        ({ callingCode }) => callingCode === null || /^[1-9]\d{0,2}$/.test(callingCode),
      ),
    ).toBe(true);
  });

  it('answers calling codes by country', () => {
    expect(callingCodeOf('IR')).toBe('98');
    expect(callingCodeOf('CA')).toBe('1');
    expect(callingCodeOf('AQ')).toBeNull();
    expect(callingCodeOf('ZZ')).toBeNull();
    expect(isCountryCode('XK')).toBe(true);
    expect(isCountryCode('ir')).toBe(false);
  });
});
