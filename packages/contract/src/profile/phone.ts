import { z } from '../common/zod-setup';
import { toLatinDigits } from '../time/digits';

/**
 * A phone number with its country code, e.g. +989121234567 (spaces, dashes, brackets dropped;
 * Persian and Arabic-Indic digits accepted). The contract checks the E.164 shape; the API also checks, with
 * libphonenumber, that the number exists in its country's numbering plan.
 */
export const phoneField = z.string().check(
  z.overwrite((value) =>
    toLatinDigits(value.trim())
      .replace(/[\s()-]/g, '')
      .replace(/^00/, '+'),
  ),
  z.minLength(1, { error: 'v.required', abort: true }),
  z.regex(/^\+[1-9]\d{6,14}$/, 'v.phone'),
);
