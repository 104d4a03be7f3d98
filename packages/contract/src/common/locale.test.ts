import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'fa'],
    ['', 'fa'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['fa-IR', 'fa'],
    ['de-DE,de;q=0.9,en;q=0.8', 'en'],
    ['de,fr', 'fa'],
    ['fa;q=0.2,en;q=0.8', 'en'],
    ['en;q=0', 'fa'],
  ])('%s → %s', (header, expected) => {
    expect(localeFromAcceptLanguage(header)).toBe(expected);
  });
});
