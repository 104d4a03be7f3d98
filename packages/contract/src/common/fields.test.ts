import { describe, expect, it } from 'vitest';
import { registerBody } from '../auth/auth.schema';
import { z } from './zod-setup';
import { translateMessage } from '../i18n/translate';
import { emailField, optionalText, passwordField, requiredText } from './fields';

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

describe('text fields refuse control and direction-changing characters', () => {
  const keysOf = (schema: Parameters<typeof z.safeParse>[0], value: unknown) =>
    z.safeParse(schema, value).error?.issues.map((issue) => issue.message) ?? [];

  it.each([
    ['right-to-left override', 'Sara\u202eexe.fdp'],
    ['left-to-right embedding', '\u202aSara'],
    ['pop directional formatting', 'Sara\u202c'],
    ['first-strong isolate', '\u2068Sara\u2069'],
    ['right-to-left isolate', '\u2067Sara'],
    ['NUL', 'Sa\u0000ra'],
    ['line feed', 'Sara\nAhmadi'],
    ['carriage return', 'Sara\rAhmadi'],
    ['tab', 'Sara\tAhmadi'],
    ['escape', 'Sara\u001b[31m'],
    ['C1 control', 'Sara\u0085'],
    ['line separator', 'Sara\u2028Ahmadi'],
  ])('a name with a %s is refused', (_, value) => {
    expect(keysOf(requiredText(100), value)).toEqual(['v.forbidden_chars']);
    expect(keysOf(optionalText(100), value)).toEqual(['v.forbidden_chars']);
  });

  it.each([
    ['ZWNJ (Persian needs it)', 'می\u200cخواهم'],
    ['right-to-left mark', 'سارا\u200f'],
    ['left-to-right mark', '\u200eSara'],
    ['Arabic letter mark', 'سارا\u061c'],
    ['zero-width joiner', '👩\u200d⚕️'],
    ['HTML, shown as text', '<b>Sara</b>'],
  ])('a name with a %s is kept', (_, value) => {
    expect(z.safeParse(requiredText(100), value).success).toBe(true);
  });

  it('multi-line text keeps line breaks and tabs but refuses NUL and other controls', () => {
    const note = optionalText(1000, { multiline: true });
    expect(z.parse(note, 'first line\r\nsecond\tline')).toBe('first line\r\nsecond\tline');
    expect(keysOf(note, 'a\u0000b')).toEqual(['v.forbidden_chars']);
    expect(keysOf(note, 'a\u0007b')).toEqual(['v.forbidden_chars']);
  });

  it('says why in Persian and English', () => {
    expect(translateMessage('fa', 'v.forbidden_chars')).toBe(
      'این مقدار نویسه‌هایی دارد که این‌جا مجاز نیست (نویسه‌های کنترلی یا تغییر جهت متن).',
    );
    expect(translateMessage('en', 'v.forbidden_chars')).toBe(
      'This value contains characters that are not allowed here (control or text-direction characters).',
    );
  });

  it('applies to registration names', () => {
    const result = z.safeParse(registerBody, {
      email: 'sara@example.com',
      password: '12345678',
      password_confirmation: '12345678',
      firstname: '\u202eSara',
      lastname: 'Ahmadi\n',
      terms: true,
    });
    expect(messages(result)).toEqual({ firstname: 'v.forbidden_chars' });
  });
});
