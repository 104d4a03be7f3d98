import { z } from '../common/zod-setup';
import {
  CALENDARS,
  CURRENCIES,
  EDUCATIONS,
  GENDERS,
  HOW_KNOWN,
  JOBS,
  RELATIONSHIPS,
  ROLES,
} from '../common/enums';
import { optionalText, requiredText } from '../common/fields';
import { LOCALES } from '../common/locale';
import { phoneField } from './phone';
import { canonicalTimeZone, isKnownTimeZone } from '../lists/time-zones';

const nullableString = z.nullable(z.string());

/** SPEC.md §3 Profile, as the API answers it. */
export const profile = z.object({
  id: z.int(),
  email: nullableString,
  /** Whether `email` was proven by a verification link (or an email code). */
  email_verified: z.boolean(),
  bc_code: nullableString,
  firstname: nullableString,
  lastname: nullableString,
  cel: nullableString,
  tz: nullableString,
  country: nullableString,
  city: nullableString,
  birth_date: nullableString,
  job_status: z.nullable(z.enum(JOBS)),
  marital_status: z.nullable(z.enum(RELATIONSHIPS)),
  child_count: z.nullable(z.int()),
  child_order: z.nullable(z.int()),
  degree: z.nullable(z.enum(EDUCATIONS)),
  gender: z.nullable(z.enum(GENDERS)),
  how_known: z.nullable(z.enum(HOW_KNOWN)),
  leadUser: z.boolean(),
  consent_at: nullableString,
  consent_version: nullableString,
  role: z.enum(ROLES),
  locale: z.enum(LOCALES),
  calendar: z.nullable(z.enum(CALENDARS)),
  currency: z.nullable(z.enum(CURRENCIES)),
  has_password: z.boolean(),
});
export type Profile = z.infer<typeof profile>;

export const timeZoneField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'v.timezone', abort: true }),
    z.refine(isKnownTimeZone, 'v.timezone'),
    z.overwrite(canonicalTimeZone),
  );

const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'v.invalid', abort: true }),
  z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'v.invalid'),
);

const smallCount = z.nullish(z.int().check(z.gte(0), z.lte(30)));

/** Fields a user may change on their own profile; every field optional, `null` clears it. */
export const profileUpdateBody = z.partial(
  z.object({
    firstname: requiredText(100),
    lastname: requiredText(100),
    cel: z.nullish(phoneField),
    tz: z.nullish(timeZoneField),
    country: optionalText(2),
    city: optionalText(100),
    birth_date: z.nullish(isoDate),
    job_status: z.nullish(z.enum(JOBS)),
    marital_status: z.nullish(z.enum(RELATIONSHIPS)),
    child_count: smallCount,
    child_order: smallCount,
    degree: z.nullish(z.enum(EDUCATIONS)),
    gender: z.nullish(z.enum(GENDERS)),
    how_known: z.nullish(z.enum(HOW_KNOWN)),
    locale: z.optional(z.enum(LOCALES)),
    calendar: z.nullish(z.enum(CALENDARS)),
    currency: z.nullish(z.enum(CURRENCIES)),
  }),
);
export type ProfileUpdate = z.input<typeof profileUpdateBody>;
