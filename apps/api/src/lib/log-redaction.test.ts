import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it.each([
    ['/api/v1/user/profile', '/api/v1/user/profile'],
    ['/social-login?ticket=abc&lang=fa', '/social-login?ticket=[redacted]&lang=[redacted]'],
    [
      '/api/v1/auth/google/callback?code=x&state=y',
      '/api/v1/auth/google/callback?code=[redacted]&state=[redacted]',
    ],
    ['/password/reset/SECRET-TOKEN', '/password/reset/[redacted]'],
  ])('%s → %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
