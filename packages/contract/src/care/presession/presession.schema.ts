import { z } from '../../common/zod-setup';
import { PAGE_SIZE } from '../../common/constants';
import { THERAPY_CYCLES } from '../../common/enums';
import { pageQuery } from '../../common/envelope';
import { idParam, optionalText, requiredText } from '../../common/fields';
import { phoneField } from '../../profile/phone';
import {
  SESSION_CARD_STATES,
  SESSION_KINDS,
  instantField,
  localDateField,
  slot,
  therapistSummary,
} from '../../scheduling/scheduling.schema';

/*
 * The free evaluation (pre-session, SPEC.md §4 and §7 "Pre-session"): free evaluator slots, a
 * 10-minute hold on one, booking it with the personal info, the evaluator's outcome and the
 * support calls it starts. Instants travel as ISO strings in UTC.
 */

/** How long `reserve-time` holds a slot for the client, by the application's clock. */
export const PRESESSION_HOLD_MINUTES = 10;
/** The longest window `get-empty-time` answers, in local days. */
export const PRESESSION_MAX_DAYS = 31;

/** Stored states of a hold: live (`held`), turned into a session, given up, or run out. */
export const HOLD_STATES = ['held', 'booked', 'released', 'expired'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

const DAY_MS = 86_400_000;
const daysFrom = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** Local days `from`..`to` (both included) in the viewer's zone (`tz`, else the profile's). */
export const emptyTimeQuery = z
  .object({ from: localDateField, to: localDateField, tz: z.optional(z.string()) })
  .check(
    z.refine((query) => daysFrom(query.from, query.to) >= 0, {
      error: 'v.invalid',
      path: ['to'],
    }),
    z.refine((query) => daysFrom(query.from, query.to) < PRESESSION_MAX_DAYS, {
      error: 'v.too_long',
      path: ['to'],
    }),
  );
export const presessionSlot = z.extend(slot, { evaluator_id: z.int() });
export type PresessionSlot = z.infer<typeof presessionSlot>;

export const reserveTimeBody = z.object({
  start: z.iso.datetime({ offset: true, error: 'v.select_time' }),
  evaluator_id: z.int(),
});
export const presessionHold = z.object({
  hold_id: z.int(),
  expires_at: z.string(),
  start: z.string(),
  end: z.string(),
  evaluator_id: z.int(),
});
export type PresessionHold = z.infer<typeof presessionHold>;

/**
 * The personal-info step. `hold_id` ('Please select a time') and `tz` ('Please select your time
 * zone') are checked by the server so each answers its own SPEC message; names and phone are
 * needed only where the profile lacks them ('Please fill in the required fields').
 */
export const setSessionBody = z.object({
  hold_id: z.optional(z.nullable(z.int())),
  tz: z.optional(z.nullable(z.string())),
  firstname: z.optional(z.nullable(requiredText(100))),
  lastname: z.optional(z.nullable(requiredText(100))),
  cel: z.optional(z.nullable(phoneField)),
});
export const setSessionResult = z.object({ event_id: z.int(), start: z.string(), end: z.string() });

/** `process-static-presession`: the same booking in one step for a client with a profile. */
export const staticPresessionBody = z.object({
  start: instantField,
  evaluator_id: z.optional(z.int()),
  tz: z.optional(z.nullable(z.string())),
});

export const CAN_ATTEND_REASONS = ['evaluation_exists', 'evaluation_full'] as const;
export const canAttendResult = z.object({
  can_attend: z.boolean(),
  /** Why not: an evaluation is already booked, or every evaluator is full for 14 days. */
  reason: z.nullable(z.enum(CAN_ATTEND_REASONS)),
  /** The booked evaluation, when there is one. */
  event_id: z.nullable(z.int()),
  /** Where to ask support for a time when none is free (SPEC.md §8). */
  whatsapp_url: z.string(),
});

export const eventParams = z.object({ id: idParam });
export const eventStatus = z.object({
  status: z.enum(SESSION_CARD_STATES),
  kind: z.enum(SESSION_KINDS),
  start: z.string(),
  end: z.string(),
  /** The therapist's zone, for the "both zones" line on the event screen. */
  therapist_tz: z.string(),
  /** The meeting link, from 10 minutes before the start until the end. */
  link: z.optional(z.string()),
  link_from: z.string(),
});

// ── the evaluator's outcome ────────────────────────────────────────────────────────────────────
export const evaluationsQuery = z.extend(pageQuery(PAGE_SIZE.default), {
  scope: z._default(z.enum(['upcoming', 'past']), 'upcoming'),
});
export const evaluationParams = z.object({ sessionId: idParam });

/** What the evaluator recommends: a cycle, a therapist (null: let matchmaking choose), a package. */
export const outcomeBody = z.object({
  cycle: z.enum(THERAPY_CYCLES),
  therapist_id: z.nullable(z.int()),
  package_id: z.int(),
  /** Private: only staff with a reason read it, and each reading is audited. */
  note: optionalText(4000, { multiline: true }),
});
export const recommendation = z.object({
  id: z.int(),
  event_id: z.int(),
  cycle: z.enum(THERAPY_CYCLES),
  therapist: z.nullable(therapistSummary),
  package_id: z.int(),
  recorded_at: z.string(),
  accepted_at: z.nullable(z.string()),
});
export type Recommendation = z.infer<typeof recommendation>;
export const evaluationItem = z.object({
  event_id: z.int(),
  start: z.string(),
  end: z.string(),
  status: z.enum(SESSION_CARD_STATES),
  link: z.nullable(z.string()),
  client: z.object({
    id: z.int(),
    firstname: z.nullable(z.string()),
    lastname: z.nullable(z.string()),
    tz: z.nullable(z.string()),
  }),
  has_outcome: z.boolean(),
});
export const acceptRecommendationResult = z.object({
  recommendation,
  /** The package now in the basket. */
  package_id: z.int(),
  /** null: matchmaking chooses. */
  therapist_id: z.nullable(z.int()),
});
export const privateNoteBody = z.object({ reason: requiredText(500, { multiline: true }) });
export const privateNote = z.object({ event_id: z.int(), note: z.nullable(z.string()) });

// ── support calls (SPEC.md §1: within 24 h of a pre-session, 48 h of a session request) ────────
export const SUPPORT_CALL_REASONS = ['presession', 'session_request'] as const;
export type SupportCallReason = (typeof SUPPORT_CALL_REASONS)[number];
export const SUPPORT_CALL_OUTCOMES = ['reached', 'no_answer', 'wrong_number', 'declined'] as const;
export type SupportCallOutcome = (typeof SUPPORT_CALL_OUTCOMES)[number];

export const supportCallsQuery = z.extend(pageQuery(PAGE_SIZE.default), {
  state: z._default(z.enum(['open', 'done']), 'open'),
});
export const supportCallParams = z.object({ callId: idParam });
export const supportCall = z.object({
  id: z.int(),
  reason: z.enum(SUPPORT_CALL_REASONS),
  client: z.object({
    id: z.int(),
    firstname: z.nullable(z.string()),
    lastname: z.nullable(z.string()),
    cel: z.nullable(z.string()),
    email: z.nullable(z.string()),
    tz: z.nullable(z.string()),
  }),
  created_at: z.string(),
  due_at: z.string(),
  overdue: z.boolean(),
  done_at: z.nullable(z.string()),
  outcome: z.nullable(z.enum(SUPPORT_CALL_OUTCOMES)),
  note: z.nullable(z.string()),
});
export type SupportCall = z.infer<typeof supportCall>;
export const supportCallDoneBody = z.object({
  outcome: z.enum(SUPPORT_CALL_OUTCOMES),
  note: optionalText(2000, { multiline: true }),
});
