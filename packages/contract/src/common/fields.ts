import { z } from './zod-setup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/** SPEC.md §5: text, an at sign, a domain whose last part has two or more characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

const required = z.minLength(1, { error: 'v.required', abort: true });

/**
 * Characters no single-line text (a name, a city, a title, a file name) may hold: C0 and C1
 * control characters (NUL, CR, LF, tab, escape…), the line and paragraph separators, and the
 * bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which open a
 * direction context that reorders the text around the value wherever it is shown (a U+202E
 * before "fdp.exe" shows it as "exe.pdf"). Allowed on purpose: ZWNJ U+200C (Persian needs it:
 * "می‌خواهم"), ZWJ U+200D, and the marks LRM/RLM/ALM (U+200E, U+200F, U+061C) — Persian
 * keyboards type them, and being plain strong characters they cannot reorder anything outside
 * the value.
 */
export const SINGLE_LINE_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Multi-line text (notes, reasons) keeps tab and line breaks; every other control is refused. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;

export interface TextOptions {
  /** A note or a reason typed in a text area: line breaks allowed. Default: one line. */
  multiline?: boolean;
}

const allowedChars = (options: TextOptions) => {
  const forbidden = options.multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN;
  return z.refine<string>((value) => !forbidden.test(value), 'v.forbidden_chars');
};

export const requiredText = (max = 191, options: TextOptions = {}) =>
  z.string().check(z.trim(), required, allowedChars(options), z.maxLength(max, 'v.too_long'));

export const optionalText = (max = 191, options: TextOptions = {}) =>
  z.nullish(z.string().check(z.trim(), allowedChars(options), z.maxLength(max, 'v.too_long')));

/** Trimmed and lower-cased, so "Sara@Example.com " and "sara@example.com" are one account. */
export const emailField = z
  .string()
  .check(
    z.trim(),
    required,
    z.maxLength(191, 'v.too_long'),
    z.regex(EMAIL_PATTERN, 'v.email'),
    z.toLowerCase(),
  );

export const passwordField = z
  .string()
  .check(
    required,
    z.minLength(PASSWORD_MIN_LENGTH, 'v.password_min'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'v.password_max'),
  );

export const positiveInt = z.int().check(z.gte(1));
export const idParam = z.coerce.number().check(z.int(), z.gte(1));
