import { describe, expect, it } from 'vitest';
import { countriesIn } from './countries';

describe('countriesIn', () => {
  it('names countries in the UI language, sorted in that language, searchable in the other', () => {
    const fa = countriesIn('fa');
    const en = countriesIn('en');
    expect(fa.find((country) => country.code === 'IR')).toMatchObject({
      name: 'ایران',
      otherName: 'Iran',
      callingCode: '98',
    });
    expect(en.find((country) => country.code === 'US')?.name).toBe('United States');
    expect(en.find((country) => country.code === 'DE')?.otherName).toBe('آلمان');
    const names = fa.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fa').compare));
    expect(fa.length).toBeGreaterThanOrEqual(192);
  });
});
