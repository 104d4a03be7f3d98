import { z } from '../../common/zod-setup';
import { GENDERS } from '../../common/enums';
import { therapistSummary } from '../../scheduling/scheduling.schema';

const localized = z.object({ id: z.int(), title: z.string() });

export const psychologyField = z.object({ id: z.int(), key: z.string(), title: z.string() });

export const matchQuestionnaireQuery = z.object({
  check: z.optional(z.string()),
  psychology_field_id: z.optional(z.coerce.number().check(z.int())),
});
export const matchQuestionnaireParams = z.object({ testId: z.literal('1') });
export const matchQuestionnaire = z.object({
  id: z.int(),
  questions: z.array(z.extend(localized, { options: z.array(localized) })),
  /** The client's answers so far: question id → option id. */
  answers: z.record(z.string(), z.int()),
});

export const matchAnswerBody = z.object({
  question_id: z.int().check(z.gte(1)),
  option_id: z.int().check(z.gte(1)),
});

export const matchResult = z.object({
  complete: z.boolean(),
  fields: z.array(psychologyField),
  therapist_gender: z.nullable(z.enum(GENDERS)),
  language: z.nullable(z.string()),
  is_student: z.nullable(z.boolean()),
});

export const psychologyFieldsBody = z.object({
  psychology_field_ids: z.array(z.int()).check(z.maxLength(6)),
});
export const isStudentBody = z.object({ is_student: z.boolean() });
export const matchProfile = z.object({
  fields: z.array(psychologyField),
  is_student: z.nullable(z.boolean()),
});

/** One suggested therapist: why, in the reader's language, best first. */
export const suggestion = z.object({
  doctor: z.extend(therapistSummary, { name: z.string() }),
  score: z.number(),
  reasons: z.array(z.string()),
  /** The soonest free slot (ISO instant), null when none in the next two weeks. */
  soonest: z.nullable(z.string()),
});
export type Suggestion = z.infer<typeof suggestion>;

export const suggestBody = z.object({});
export const filterSuggestionsBody = z.object({
  gender: z.optional(z.enum(GENDERS)),
  language: z.optional(z.string().check(z.regex(/^[a-z]{2}$/, 'v.invalid'))),
  psychology_field_ids: z.optional(z.array(z.int()).check(z.maxLength(6))),
  limit: z.optional(z.int().check(z.gte(1), z.lte(50))),
});

export const rematchBody = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'v.too_long'))),
});
export const rematchResult = z.object({
  suggestion: z.nullable(suggestion),
  /** Unused sessions: they are the client's, usable with the new therapist. */
  credits_remaining: z.int(),
});
