import { z } from '../common/zod-setup';
import { CALENDARS, GENDERS, THERAPY_CYCLES, TIME_PERIODS } from '../common/enums';
import { CHIEF_COMPLAINT_MIN_LENGTH, PAGE_SIZE, SESSION_COUNT_MIN } from '../common/constants';
import { idParam, optionalText } from '../common/fields';
import { pageQuery } from '../common/envelope';

/*
 * Scheduling shapes shared by the client, therapist and staff endpoints. Instants travel as ISO
 * strings in UTC; the viewer's zone and calendar are applied where they are shown (ADR 004).
 */
export const SESSION_KINDS = ['therapy', 'evaluation'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
/** Stored states. `ready` (10 minutes before until the end) is derived, never stored. */
export const SESSION_STATES = ['scheduled', 'completed', 'cancelled', 'no_show'] as const;
export type SessionState = (typeof SESSION_STATES)[number];
/** What a session card shows (SPEC.md §4), plus the two ways a session ends without happening. */
export const SESSION_CARD_STATES = [
  'scheduled',
  'ready',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type SessionCardState = (typeof SESSION_CARD_STATES)[number];
export const REQUEST_STATES = ['pending', 'proposed', 'approved', 'declined', 'cancelled'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];
export const CANCEL_REASONS = [
  'client_free',
  'client_late',
  'therapist',
  'released',
  'staff',
] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
export const CHANGE_ACTIONS = ['cancel', 'reschedule'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

const instant = z.iso.datetime({ offset: true });
const localDate = z.iso.date();
const weekday = z.int().check(z.gte(0), z.lte(6));

export const instantField = instant;
export const localDateField = localDate;

/** A preferred period on a weekday (0 = Sunday … 6 = Saturday). */
export const preferredTime = z.object({ weekday, period: z.enum(TIME_PERIODS) });
export type PreferredTime = z.infer<typeof preferredTime>;
/** 'Please select a time' when none is chosen. */
export const preferredTimes = z.array(preferredTime).check(z.minLength(1, 'v.select_time'));

export const slot = z.object({ start: z.string(), end: z.string(), local_date: z.string() });
export type Slot = z.infer<typeof slot>;

export const therapistSummary = z.object({
  id: z.int(),
  name_fa: z.string(),
  name_en: z.string(),
  photo_url: z.nullable(z.string()),
  bio_fa: z.string(),
  bio_en: z.string(),
  gender: z.enum(GENDERS),
  tz: z.string(),
  languages: z.array(z.string()),
  approaches: z.array(z.string()),
  fields: z.array(z.string()),
  is_evaluator: z.boolean(),
});
export type TherapistSummary = z.infer<typeof therapistSummary>;

// ── times ─────────────────────────────────────────────────────────────────────────────────────
export const doctorParams = z.object({ doctorId: idParam });
/** A window of local days in the viewer's zone (default: the profile's `tz`). */
export const timesQuery = z.object({
  from: z.optional(localDate),
  days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(31)), 7),
  tz: z.optional(z.string()),
});
export const timesResult = z.object({
  tz: z.string(),
  therapist_id: z.int(),
  slots: z.array(slot),
});
/** How far ahead the directory looks for each therapist's soonest free slot. */
export const SOONEST_DEFAULT_DAYS = 14;
export const soonestQuery = z.object({
  days: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(31)), SOONEST_DEFAULT_DAYS),
  tz: z.optional(z.string()),
});
/** A therapist's soonest free slot from now on, or null when none is free within the days asked. */
export const soonestSlot = z.object({ therapist_id: z.int(), slot: z.nullable(slot) });
export type SoonestSlot = z.infer<typeof soonestSlot>;
export const triageTimesBody = z.object({
  from: z.optional(localDate),
  days: z._default(z.int().check(z.gte(1), z.lte(14)), 7),
  tz: z.optional(z.string()),
});
export const triageSlot = z.extend(slot, { evaluator_id: z.int() });
export const triageTimesResult = z.object({ tz: z.string(), slots: z.array(triageSlot) });
export const triageRequestBody = z.object({ start: instant, evaluator_id: z.optional(z.int()) });

export const userTimesBody = z.object({ times: preferredTimes });
export const userTimesResult = z.object({ times: z.array(preferredTime) });

// ── therapy subject (cycle) ────────────────────────────────────────────────────────────────────
export const cycleBody = z.object({
  category: z.enum(THERAPY_CYCLES),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: 'v.required', abort: true }),
      z.minLength(CHIEF_COMPLAINT_MIN_LENGTH, 'v.chief_complaint_min'),
      z.maxLength(4000, 'v.too_long'),
    ),
});
export const cycle = z.object({
  id: z.int(),
  category: z.enum(THERAPY_CYCLES),
  description: z.string(),
  created_at: z.string(),
});
export type Cycle = z.infer<typeof cycle>;

// ── sessions ───────────────────────────────────────────────────────────────────────────────────
export const sessionView = z.object({
  id: z.int(),
  kind: z.enum(SESSION_KINDS),
  state: z.enum(SESSION_STATES),
  card_state: z.enum(SESSION_CARD_STATES),
  starts_at: z.string(),
  ends_at: z.string(),
  minutes: z.int(),
  therapist: therapistSummary,
  /** Shown on every card; only usable while the card is `ready`. */
  meeting_url: z.nullable(z.string()),
  weekly: z.boolean(),
  factor_id: z.nullable(z.int()),
  request_id: z.nullable(z.int()),
  cancel_reason: z.nullable(z.enum(CANCEL_REASONS)),
  charged: z.boolean(),
  actual_minutes: z.nullable(z.int()),
  version: z.int(),
});
export type SessionView = z.infer<typeof sessionView>;

export const sessionSearchQuery = pageQuery(PAGE_SIZE.sessions);
export const sessionSearchBody = z.object({
  scope: z._default(z.enum(['upcoming', 'past', 'all']), 'all'),
  state: z.optional(z.enum(SESSION_STATES)),
});
export const sessionParams = z.object({ id: idParam });

/** Exactly what a cancel or reschedule will cost, shown before the client confirms. */
export const changeConsequence = z.object({
  action: z.enum(CHANGE_ACTIONS),
  free: z.boolean(),
  /** notice: 24 hours or more ahead; free_reschedule: one of the package's free changes. */
  reason: z.enum(['notice', 'free_reschedule', 'late', 'no_free_reschedules', 'staff']),
  free_reschedules_left: z.int(),
  hours_until_start: z.number(),
  /** The full fee, when charged: the session's credit is spent, or a wallet debt when none is left. */
  fee: z.nullable(z.object({ amount: z.int(), currency: z.string() })),
  paid_by: z.nullable(z.enum(['credit', 'wallet_debt'])),
});
export type ChangeConsequence = z.infer<typeof changeConsequence>;
export const changePreviewQuery = z.object({ action: z.enum(CHANGE_ACTIONS) });
export const cancelSessionBody = z.object({ version: z.int() });
export const rescheduleSessionBody = z.object({ version: z.int(), start: instant });
export const changeResult = z.object({
  session: sessionView,
  /** The new session of a reschedule. */
  replacement: z.nullable(sessionView),
  consequence: changeConsequence,
});

// ── requests ───────────────────────────────────────────────────────────────────────────────────
export const sessionRequestBody = z.object({
  cycle_id: z.int(),
  /** null: any therapist. */
  therapist_id: z.nullable(z.int()),
  sessions: z.int().check(z.gte(SESSION_COUNT_MIN, 'v.min_one_session')),
  times: preferredTimes,
  note: optionalText(1000, { multiline: true }),
});
export const changeRequestBody = z.object({
  version: z.int(),
  therapist_id: z.optional(z.nullable(z.int())),
  sessions: z.optional(z.int().check(z.gte(SESSION_COUNT_MIN, 'v.min_one_session'))),
  times: z.optional(preferredTimes),
  /** Withdraw the request. */
  cancel: z.optional(z.boolean()),
});
export const requestParams = z.object({ userSession: idParam });
export const requestTimesParams = z.object({ sessionID: idParam });
export const sessionRequestView = z.object({
  id: z.int(),
  state: z.enum(REQUEST_STATES),
  kind: z.enum(SESSION_KINDS),
  cycle: cycle,
  therapist: z.nullable(therapistSummary),
  sessions: z.int(),
  times: z.array(preferredTime),
  note: z.nullable(z.string()),
  proposed_start: z.nullable(z.string()),
  proposed_weekly: z.boolean(),
  therapist_note: z.nullable(z.string()),
  created_at: z.string(),
  version: z.int(),
});
export type SessionRequestView = z.infer<typeof sessionRequestView>;
export const acceptProposalBody = z.object({ version: z.int() });

export const preSessionPackage = z.object({
  minutes: z.int(),
  price: z.int(),
  currency: z.string(),
  has_evaluation: z.boolean(),
  session: z.nullable(sessionView),
});

export const calendarField = z.enum(CALENDARS);
