import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@ravan/contract';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import { composePhone, countryOfTyped, splitPhone, typedInternational } from './phone-number';

describe('phone numbers', () => {
  it("has the contract's calling codes agree with libphonenumber's numbering plans", () => {
    for (const { code, callingCode } of COUNTRIES) {
      expect(callingCode, code).toBe(isSupportedCountry(code) ? getCountryCallingCode(code) : null);
    }
  });

  it('composes E.164 from a country code and the number as people type it', () => {
    expect(composePhone('IR', '09121234567')).toBe('+989121234567');
    expect(composePhone('IR', '۰۹۱۲ ۱۲۳ ۴۵۶۷')).toBe('+989121234567');
    expect(composePhone('IR', '912-123-4567')).toBe('+989121234567');
    expect(composePhone('DE', '030 1234567')).toBe('+49301234567');
    expect(composePhone('IT', '06 1234 5678')).toBe('+390612345678');
    expect(composePhone('', '+1 650 253 0000')).toBe('+16502530000');
    expect(composePhone('IR', '0049 30 1234567')).toBe('+49301234567');
  });

  it('leaves an empty number empty, and one without a country code without "+"', () => {
    expect(composePhone('IR', '  ')).toBe('');
    expect(composePhone('', '09121234567')).toBe('09121234567');
  });

  it('splits a stored number back into country and national number', () => {
    expect(splitPhone('+989121234567')).toEqual({ country: 'IR', national: '9121234567' });
    expect(splitPhone(null)).toEqual({ country: '', national: '' });
    expect(countryOfTyped('+44 20 7946 0958')).toBe('GB');
    expect(countryOfTyped('+1 416 555 0123')).toBe('CA');
    expect(countryOfTyped('0912')).toBeNull();
    expect(typedInternational('۰۰۴۹')).toBe(true);
  });
});
