import { z } from '../common/zod-setup';
import { idParam, optionalText, requiredText } from '../common/fields';
import { pageQuery } from '../common/envelope';
import { toLatinDigits } from '../time/digits';
import { PAGE_SIZE } from '../common/constants';
import {
  cycle,
  instantField,
  localDateField,
  preferredTime,
  REQUEST_STATES,
  sessionView,
  therapistSummary,
} from './scheduling.schema';

/* The therapist's console and the staff override: shapes that carry the client's side too. */
const wallTime = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'v.invalid'));
const weekday = z.int().check(z.gte(0), z.lte(6));

/** A date's change to the weekly hours: a part of it off, or extra hours. */
export const HOUR_EXCEPTION_KINDS = ['off', 'extra'] as const;
export type HourExceptionKind = (typeof HOUR_EXCEPTION_KINDS)[number];

export const weeklyRange = z.object({ weekday, start: wallTime, end: wallTime });
export type WeeklyRangeView = z.infer<typeof weeklyRange>;
export const hourException = z.object({
  id: z.int(),
  date: z.string(),
  kind: z.enum(HOUR_EXCEPTION_KINDS),
  start: z.nullable(z.string()),
  end: z.nullable(z.string()),
});
export type HourExceptionView = z.infer<typeof hourException>;
export const therapistHours = z.object({
  tz: z.string(),
  weekly: z.array(weeklyRange),
  exceptions: z.array(hourException),
});
export const setWeeklyHoursBody = z.object({ weekly: z.array(weeklyRange) });
export const addExceptionBody = z.object({
  date: localDateField,
  kind: z.enum(HOUR_EXCEPTION_KINDS),
  start: z.nullish(wallTime),
  end: z.nullish(wallTime),
});
export const exceptionParams = z.object({ exceptionId: idParam });

export const therapistProfileBody = z.object({
  bio_fa: z.optional(z.string().check(z.maxLength(2000, 'v.too_long'))),
  bio_en: z.optional(z.string().check(z.maxLength(2000, 'v.too_long'))),
  tz: z.optional(z.string()),
  /** The therapist's own meeting room; empty → a generated room per session. */
  meeting_url: z.nullish(z.string().check(z.maxLength(500, 'v.too_long'))),
});

export const consoleClient = z.object({
  id: z.int(),
  firstname: z.nullable(z.string()),
  lastname: z.nullable(z.string()),
  tz: z.nullable(z.string()),
});

export const consoleRequestsQuery = z.extend(pageQuery(PAGE_SIZE.dayList), {
  state: z._default(z.enum(REQUEST_STATES), 'pending'),
});
export const consoleRequest = z.object({
  id: z.int(),
  state: z.enum(REQUEST_STATES),
  client: consoleClient,
  cycle,
  /** null: the client asked for any therapist. */
  therapist: z.nullable(therapistSummary),
  sessions: z.int(),
  times: z.array(preferredTime),
  note: z.nullable(z.string()),
  proposed_start: z.nullable(z.string()),
  proposed_weekly: z.boolean(),
  created_at: z.string(),
  version: z.int(),
});
export type ConsoleRequest = z.infer<typeof consoleRequest>;
export const consoleRequestParams = z.object({ requestId: idParam });
export const approveRequestBody = z.object({
  version: z.int(),
  start: instantField,
  /** Book every requested session at this weekday and time, week after week. */
  weekly: z.boolean(),
});
export const proposeRequestBody = z.object({
  version: z.int(),
  start: instantField,
  weekly: z.boolean(),
  note: optionalText(1000, { multiline: true }),
});
export const declineRequestBody = z.object({
  version: z.int(),
  note: optionalText(1000, { multiline: true }),
});

export const consoleSession = z.extend(sessionView, { client: consoleClient });
export type ConsoleSession = z.infer<typeof consoleSession>;
export const consoleSessionsQuery = z.extend(pageQuery(PAGE_SIZE.dayList), {
  scope: z._default(z.enum(['upcoming', 'past']), 'upcoming'),
});
export const consoleSessionParams = z.object({ sessionId: idParam });
export const completeSessionBody = z.object({
  version: z.int(),
  actual_minutes: z.int().check(z.gte(1), z.lte(240)),
});
export const noShowBody = z.object({ version: z.int() });
export const completeResult = z.object({
  session: consoleSession,
  /** Minutes beyond the session length, charged to the client's wallet (SPEC.md §9). */
  overtime: z.nullable(z.object({ minutes: z.int(), amount: z.int(), currency: z.string() })),
});

export const STAFF_OVERRIDES = ['cancel_free', 'grant_reschedule', 'waive_charge'] as const;
export const staffOverrideBody = z.object({
  action: z.enum(STAFF_OVERRIDES),
  reason: requiredText(500, { multiline: true }),
  version: z.int(),
});
/**
 * Who a staff search looks for: a client's id, email (exact or its start), phone (its last
 * digits; Persian digits are fine) or first or last name (any part). Digits are made Latin.
 */
export const staffClientTerm = z.string().check(
  z.overwrite((value) => toLatinDigits(value.trim())),
  z.minLength(1),
  z.maxLength(100),
);
export const staffSessionsQuery = z.extend(pageQuery(PAGE_SIZE.dayList), {
  user_id: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  client: z.optional(staffClientTerm),
  therapist_id: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
});
