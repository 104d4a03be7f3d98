import { z } from '../common/zod-setup';
import { EDUCATIONS, GENDERS, HOW_KNOWN, JOBS, RELATIONSHIPS } from '../common/enums';
import { profileUpdateBody } from '../profile/profile.schema';

const count = z.nullable(z.int().check(z.gte(0), z.lte(30)));

/** SPEC.md demographics: who the client is, for matching and outcome statistics. */
export const demographics = z.object({
  birth_date: z.nullable(z.string()),
  gender: z.nullable(z.enum(GENDERS)),
  marital_status: z.nullable(z.enum(RELATIONSHIPS)),
  job_status: z.nullable(z.enum(JOBS)),
  degree: z.nullable(z.enum(EDUCATIONS)),
  child_count: count,
  child_order: count,
  country: z.nullable(z.string()),
  city: z.nullable(z.string()),
  how_known: z.nullable(z.enum(HOW_KNOWN)),
});
export type Demographics = z.infer<typeof demographics>;

/** Changes to demographics: the same fields, validated exactly as on the profile. */
export const demographicsUpdateBody = z.pick(profileUpdateBody, {
  birth_date: true,
  gender: true,
  marital_status: true,
  job_status: true,
  degree: true,
  child_count: true,
  child_order: true,
  country: true,
  city: true,
  how_known: true,
});
