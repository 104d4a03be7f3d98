import { beforeAll, describe, expect, it } from 'vitest';
import { loadCountryData, type CountryData } from './country-data';

let fa: CountryData;
let en: CountryData;
beforeAll(async () => {
  [fa, en] = await Promise.all([loadCountryData('fa'), loadCountryData('en')]);
});

describe('country data', () => {
  it('names countries in the UI language, sorted in that language, searchable in the other', () => {
    const iran = fa.countries.find((country) => country.code === 'IR');
    expect(iran).toMatchObject({ name: 'ایران', otherName: 'Iran', callingCode: '98' });
    expect(en.countries.find((country) => country.code === 'US')?.name).toBe('United States');
    expect(en.countries.find((country) => country.code === 'DE')?.otherName).toBe('آلمان');
    const names = fa.countries.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fa').compare));
    expect(fa.countries.length).toBeGreaterThanOrEqual(192);
    expect(fa.phoneCountries.every((country) => country.callingCode)).toBe(true);
  });

  it('composes E.164 from a country code and the number as people type it', () => {
    expect(fa.composePhone('IR', '09121234567')).toBe('+989121234567');
    expect(fa.composePhone('IR', '۰۹۱۲ ۱۲۳ ۴۵۶۷')).toBe('+989121234567');
    expect(fa.composePhone('IR', '912-123-4567')).toBe('+989121234567');
    expect(fa.composePhone('DE', '030 1234567')).toBe('+49301234567');
    expect(fa.composePhone('', '+1 650 253 0000')).toBe('+16502530000');
    expect(fa.composePhone('IR', '0049 30 1234567')).toBe('+49301234567');
  });

  it('leaves an empty number empty, and one without a country code without "+"', () => {
    expect(fa.composePhone('IR', '  ')).toBe('');
    expect(fa.composePhone('', '09121234567')).toBe('09121234567');
  });

  it('splits a stored number back into country and national number', () => {
    expect(fa.splitPhone('+989121234567')).toEqual({ country: 'IR', national: '9121234567' });
    expect(fa.splitPhone(null)).toEqual({ country: '', national: '' });
    expect(fa.countryOfTyped('+44 20 7946 0958')).toBe('GB');
    expect(fa.countryOfTyped('0912')).toBeNull();
  });
});
