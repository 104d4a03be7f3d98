import { describe, expect, it } from 'vitest';
import { registerBody } from '../auth/auth.schema';
import { z } from './zod-setup';
import { emailField, passwordField } from './fields';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('fields of SPEC.md §5', () => {
  it.each([
    ['sara@example.com', true],
    ['  Sara@Example.COM ', true],
    ['sara@example.c', false],
    ['sara@example', false],
    ['sara example.com', false],
    ['@example.com', false],
  ])('email %j valid: %s', (value, valid) => {
    expect(z.safeParse(emailField, value).success).toBe(valid);
  });

  it('normalises email to trimmed lower case', () => {
    expect(z.parse(emailField, '  Sara@Example.COM ')).toBe('sara@example.com');
  });

  it('says "required" once for an empty password, then the minimum length', () => {
    expect(z.safeParse(passwordField, '').error?.issues.map((issue) => issue.message)).toEqual([
      'v.required',
    ]);
    expect(
      z.safeParse(passwordField, '1234567').error?.issues.map((issue) => issue.message),
    ).toEqual(['v.password_min']);
    expect(z.safeParse(passwordField, '12345678').success).toBe(true);
  });

  it('checks registration with message keys per field', () => {
    const result = z.safeParse(registerBody, {
      email: 'x',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(messages(result)).toEqual({
      email: 'v.email',
      password: 'v.password_min',
      password_confirmation: 'v.password_mismatch',
      firstname: 'v.required',
      lastname: 'v.required',
      terms: 'v.terms',
    });
  });
});
