import { z } from './zod-setup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

/** SPEC.md §5: text, an at sign, a domain whose last part has two or more characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

const required = z.minLength(1, { error: 'v.required', abort: true });

export const requiredText = (max = 191) =>
  z.string().check(z.trim(), required, z.maxLength(max, 'v.too_long'));

export const optionalText = (max = 191) =>
  z.nullish(z.string().check(z.trim(), z.maxLength(max, 'v.too_long')));

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
