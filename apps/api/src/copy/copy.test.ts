import { icuArguments, icuCatalogueDifferences, LOCALES, type IcuValues } from '@ravan/contract';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fa, type CopyKey } from './fa';
import { t } from './t';

const keys = Object.keys(fa) as CopyKey[];

/** Sample values for a message: one set per select case and per count (0, 1, 2, 1234). */
function samples(key: CopyKey): IcuValues[] {
  const args = icuArguments(fa[key], 'fa');
  const counts = [0, 1, 2, 1234];
  const sets: IcuValues[] = [];
  const cases = args.flatMap((arg) => {
    const match = /^(.+):select\[(.+)\]$/.exec(arg);
    return match ? match[2]!.split('|').map((value) => [match[1]!, value] as const) : [];
  });
  for (const count of counts) {
    const base: IcuValues = {};
    for (const arg of args) {
      const [name = '', kind] = arg.split(':');
      if (kind === 'number') base[name] = count;
      else if (kind === 'argument') base[name] = `«${name}»`;
      else if (kind?.startsWith('select')) base[name] = 'other';
    }
    sets.push(base);
    for (const [name, value] of cases) sets.push({ ...base, [name]: value });
  }
  return sets;
}

describe('server copy catalogue', () => {
  it('has the same keys and the same ICU arguments (names, kinds, select cases) in fa and en', () => {
    expect(icuCatalogueDifferences(fa, en)).toEqual([]);
  });

  it('formats every message in both languages with sample values, using every text argument', () => {
    for (const locale of LOCALES) {
      for (const key of keys) {
        const unshown = new Set<string>();
        const shown = new Set<string>();
        for (const values of samples(key)) {
          const text = t(locale, key, values);
          expect(text, `${locale} ${key}`).not.toMatch(/[{}]/);
          for (const [name, value] of Object.entries(values)) {
            if (typeof value !== 'string' || !value.startsWith('«')) continue;
            (text.includes(value) ? shown : unshown).add(name);
          }
        }
        // An argument may sit in one select case only (a note), but some case must show it.
        for (const name of unshown)
          expect(shown, `${locale} ${key} never shows ${name}`).toContain(name);
      }
    }
  });

  it('refuses to send a message with an argument missing', () => {
    expect(() => t('en', 'calendar.summary', {})).toThrow();
  });

  it('writes counts in Persian digits in fa and Latin in en, with English plurals', () => {
    expect(t('fa', 'invoice.count_value', { count: 12 })).toBe('۱۲');
    expect(t('en', 'invoice.count_value', { count: 1234 })).toBe('1,234');
    expect(t('fa', 'invoice.number_value', { id: 12345 })).toBe('۱۲۳۴۵');
    const note = { therapist: 'T', when: 'W', hasNote: 'no', note: '' };
    expect(t('en', 'session.proposed.body', note)).toBe(
      'T proposed W.\n\nOpen your session requests to accept it.',
    );
    expect(
      t('en', 'release.therapist.body', { withName: 'A', weekly: 'W', weeks: 1, cancelled: 1 }),
    ).toBe(
      'The fixed weekly time of A (W) was released after 1 week in a row of cancelled or missed sessions.\n1 upcoming session was cancelled; that hour is free again.',
    );
  });

  it('keeps ids in gateway descriptions in Latin digits, for searching the gateway panel', () => {
    const ids = { factorId: '12', paymentId: '345' };
    expect(t('fa', 'payment.description', ids)).toBe('روان، فاکتور 12 / پرداخت 345');
    expect(t('en', 'payment.description', ids)).toBe('Ravan invoice 12 / payment 345');
  });
});
