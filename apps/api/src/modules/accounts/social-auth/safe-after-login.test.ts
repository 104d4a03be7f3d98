import { describe, expect, it } from 'vitest';
import { safeAfterLogin } from './safe-after-login';

describe('safeAfterLogin', () => {
  it.each(['/fa/panel/dashboard', '/en/panel/sessions?page=2#top', '/'])('keeps %s', (path) => {
    expect(safeAfterLogin(path)).toBe(path);
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'fa/panel',
    '/\t/evil.example',
    '/\n/evil.example',
    '',
    undefined,
    null,
  ])('drops %j', (value) => {
    expect(safeAfterLogin(value)).toBeUndefined();
  });
});
