import { z } from '../../common/zod-setup';
import { ANON_ID_LENGTH, CHIEF_COMPLAINT_MIN_LENGTH } from '../../common/constants';
import { GENDERS, RELATIONSHIPS, THERAPY_CYCLES } from '../../common/enums';
import { isCountryCode } from '../../lists/countries';
import { timeZoneField } from '../../profile/profile.schema';
import { preferredTime } from '../../scheduling/scheduling.schema';

/**
 * Age buckets of the onboarding wizard (SPEC.md §3). The two languages show different buckets
 * (English "18 or less" … "46 or more", Persian "less than 18" … "more than 60"); both sets are
 * kept and an answer is stored as the key the reader chose.
 */
export const SURVEY_AGE_BUCKETS = {
  fa: ['under_18', '18_24', '25_34', '35_44', '45_60', 'over_60'],
  en: ['18_or_less', '19_25', '26_35', '36_45', '46_or_more'],
} as const;
export const AGE_BUCKETS = [...SURVEY_AGE_BUCKETS.fa, ...SURVEY_AGE_BUCKETS.en] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

export const PRIOR_THERAPY = ['never', 'past', 'current'] as const;
export const SURVEY_EXPECTATIONS = [
  'feel_better',
  'understand_myself',
  'solve_a_problem',
  'relationships',
  'coping_skills',
  'medication_advice',
  'other',
] as const;
export const THERAPIST_GENDER_PREFERENCES = ['male', 'female', 'any'] as const;

/** The questions the survey needs before it counts as answered (the choices come after). */
export const SURVEY_REQUIRED = [
  'country',
  'cycle',
  'description',
  'gender',
  'age_bucket',
  'marital_status',
  'prior_therapy',
] as const;

export const anonIdField = z
  .string()
  .check(z.regex(new RegExp(`^[A-Za-z0-9]{${ANON_ID_LENGTH}}$`), 'v.invalid'));

/**
 * The wizard's answers, one question a step: every field optional, so each step saves what it
 * asked. A field sent replaces the stored one; `null` clears a choice. Health data: never logged.
 */
export const surveyAnswers = z.object({
  country: z.optional(
    z.string().check(z.trim(), z.toUpperCase(), z.refine(isCountryCode, 'v.invalid')),
  ),
  cycle: z.optional(z.enum(THERAPY_CYCLES)),
  description: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: 'v.required', abort: true }),
        z.minLength(CHIEF_COMPLAINT_MIN_LENGTH, 'v.chief_complaint_min'),
        z.maxLength(4000, 'v.too_long'),
      ),
  ),
  expectations: z.optional(z.array(z.enum(SURVEY_EXPECTATIONS)).check(z.maxLength(7))),
  gender: z.optional(z.enum(GENDERS)),
  age_bucket: z.optional(z.enum(AGE_BUCKETS)),
  marital_status: z.optional(z.enum(RELATIONSHIPS)),
  prior_therapy: z.optional(z.enum(PRIOR_THERAPY)),
  therapist_gender: z.optional(z.enum(THERAPIST_GENDER_PREFERENCES)),
  /** The language the client wants to be treated in (`fa`, `en`, `tr`…). */
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}$/, 'v.invalid'))),
  package_id: z.optional(z.nullable(z.int().check(z.gte(1)))),
  /** null: "let matchmaking choose". */
  therapist_id: z.optional(z.nullable(z.int().check(z.gte(1)))),
  preferred_times: z.optional(z.array(preferredTime).check(z.minLength(1, 'v.select_time'))),
  tz: z.optional(timeZoneField),
});
export type SurveyAnswers = z.infer<typeof surveyAnswers>;

/**
 * `POST user/onboarding-survey`: a guest sends its anonymous id; a signed-in client needs none
 * (sending the id it used as a guest moves those answers to the account). No answers: just read.
 */
export const surveyBody = z.object({
  anon_id: z.optional(anonIdField),
  answers: z.optional(surveyAnswers),
});

export const surveyView = z.object({
  answers: surveyAnswers,
  /** Every required question answered. */
  completed: z.boolean(),
  /** Required questions still open, in wizard order. */
  missing: z.array(z.enum(SURVEY_REQUIRED)),
  owner: z.enum(['guest', 'account']),
});
export type SurveyView = z.infer<typeof surveyView>;
