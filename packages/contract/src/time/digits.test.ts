import { describe, expect, it } from 'vitest';
import { localizeDigits, toLatinDigits, toPersianDigits } from './digits';

describe('digits', () => {
  it('writes Persian digits in fa only, leaving other characters alone', () => {
    expect(toPersianDigits('2026-11-22')).toBe('۲۰۲۶-۱۱-۲۲');
    expect(localizeDigits(10, 'fa')).toBe('۱۰');
    expect(localizeDigits('10 min', 'en')).toBe('10 min');
  });

  it('reads Persian and Arabic-Indic digits as Latin ones', () => {
    expect(toLatinDigits('۰۹۱۲ ٣٤٥')).toBe('0912 345');
    expect(toLatinDigits(toPersianDigits('0123456789'))).toBe('0123456789');
  });
});
