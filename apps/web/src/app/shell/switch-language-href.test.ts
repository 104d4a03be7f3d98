import { describe, expect, it } from 'vitest';
import { switchLanguageHref } from './switch-language-href';

const at = (url: string) => {
  const { pathname, search, hash } = new URL(url, 'http://ravan.test');
  return { pathname, search, hash };
};

describe('switchLanguageHref keeps the page, its parameters and its query', () => {
  it.each([
    ['/fa/login', 'en', '/en/login'],
    [
      '/en/login?afterLogin=%2Fen%2Fpanel%2Fbasket',
      'fa',
      '/fa/login?afterLogin=%2Fen%2Fpanel%2Fbasket',
    ],
    ['/fa/panel/factor/12', 'en', '/en/panel/factor/12'],
    ['/fa/panel/therapist?tab=hours#mon', 'en', '/en/panel/therapist?tab=hours#mon'],
    ['/en', 'fa', '/fa'],
    ['/fa/english-lessons', 'en', '/en/english-lessons'],
  ] as const)('%s → %s: %s', (from, to, expected) => {
    expect(switchLanguageHref(at(from), to)).toBe(expected);
  });

  it.each([
    ['/calendar?doctor=3', 'en', '/calendar?doctor=3&lang=en'],
    ['/process-payment?paymentID=7&lang=fa', 'en', '/process-payment?paymentID=7&lang=en'],
    ['/password/reset/abc_DEF-123', 'en', '/password/reset/abc_DEF-123?lang=en'],
    ['/social-login?lang=en', 'fa', '/social-login?lang=fa'],
  ] as const)('root-level %s → %s: %s', (from, to, expected) => {
    expect(switchLanguageHref(at(from), to)).toBe(expected);
  });
});
