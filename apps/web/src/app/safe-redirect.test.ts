import { describe, expect, it } from 'vitest';
import { safeAfterLogin } from './safe-redirect';

describe('safeAfterLogin', () => {
  it.each([
    ['/fa/panel/basket', '/fa/panel/basket'],
    ['/en/panel/sessions?x=1', '/en/panel/sessions?x=1'],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['https://evil.example', null],
    ['javascript:alert(1)', null],
    [null, null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(safeAfterLogin(input)).toBe(expected);
  });
});
