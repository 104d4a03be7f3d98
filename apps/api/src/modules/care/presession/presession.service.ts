import {
  canonicalTimeZone,
  isKnownTimeZone,
  SESSION_READY_MINUTES_BEFORE,
  type canAttendResult,
  type emptyTimeQuery,
  type eventStatus,
  type Output,
  type PresessionHold,
  type PresessionSlot,
  type reserveTimeBody,
  type setSessionBody,
  type staticPresessionBody,
} from '@ravan/contract';
import { AppError } from '../../../lib/app-error';
import { updateUser, type UserRow } from '../../accounts/identity';
import { triageTimes } from '../../scheduling/availability';
import {
  bookEvaluationAt,
  bookHeldEvaluation,
  evaluationBusy,
  findOpenEvaluation,
  holdEvaluationSlot,
  ownSession,
  type BookedEvaluation,
  type SchedulingContext,
} from '../../scheduling/sessions';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** `can-attend-presession` looks this far ahead for a free evaluation slot. */
const LOOKAHEAD_DAYS = 14;

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * `get-empty-time`: every evaluator's free slots over the client's local days `from`..`to`,
 * ascending; slots other clients hold are left out, the client's own hold stays.
 */
export async function emptyTimes(
  ctx: SchedulingContext,
  user: UserRow,
  query: Output<typeof emptyTimeQuery>,
): Promise<PresessionSlot[]> {
  const now = ctx.deps.clock.now();
  const result = await triageTimes(ctx.deps, evaluationBusy(now, user.id), user, {
    from: query.from,
    days: daysBetween(query.from, query.to) + 1,
    tz: query.tz,
  });
  return result.slots;
}

function toHold(row: Awaited<ReturnType<typeof holdEvaluationSlot>>): PresessionHold {
  return {
    hold_id: row.id,
    expires_at: row.expiresAt.toISOString(),
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    evaluator_id: row.therapistId,
  };
}

export async function reserveTime(
  ctx: SchedulingContext,
  user: UserRow,
  body: Output<typeof reserveTimeBody>,
): Promise<PresessionHold> {
  return toHold(
    await holdEvaluationSlot(ctx, user, {
      start: new Date(body.start),
      evaluatorId: body.evaluator_id,
    }),
  );
}

type PersonalInfo = Pick<Output<typeof setSessionBody>, 'tz' | 'firstname' | 'lastname' | 'cel'>;
const PERSONAL_FIELDS = ['firstname', 'lastname', 'cel'] as const;

/**
 * The personal-info step (SPEC.md §5 "Pre-session form"): a time zone is required ('Please select
 * your time zone'); names and phone come from the profile where it has them, else from the form
 * ('Please fill in the required fields'). What the client typed is saved to the profile, and the
 * zone too when the profile had none.
 */
async function settlePersonalInfo(
  ctx: SchedulingContext,
  user: UserRow,
  info: PersonalInfo,
): Promise<void> {
  const tz = info.tz ?? user.tz;
  if (!tz || !isKnownTimeZone(tz))
    throw new AppError('select_timezone', { errors: { tz: ['v.timezone'] } });
  const missing: Record<string, 'v.required'[]> = {};
  for (const field of PERSONAL_FIELDS) {
    if (!(info[field] ?? user[field])) missing[field] = ['v.required'];
  }
  if (Object.keys(missing).length > 0) throw new AppError('fill_required', { errors: missing });
  const changes = {
    ...(info.firstname ? { firstname: info.firstname } : {}),
    ...(info.lastname ? { lastname: info.lastname } : {}),
    ...(info.cel ? { cel: info.cel } : {}),
    ...(user.tz ? {} : { tz: canonicalTimeZone(tz) }),
  };
  if (Object.keys(changes).length > 0) await updateUser(ctx.deps.database.db, user.id, changes);
}

const toBooked = (booked: BookedEvaluation) => ({
  event_id: booked.sessionId,
  start: booked.start.toISOString(),
  end: booked.end.toISOString(),
});

/** `set-session`: the held slot becomes the evaluation session. */
export async function setSession(
  ctx: SchedulingContext,
  user: UserRow,
  body: Output<typeof setSessionBody>,
) {
  if (body.hold_id === undefined || body.hold_id === null)
    throw new AppError('select_time', { errors: { hold_id: ['v.select_time'] } });
  await settlePersonalInfo(ctx, user, body);
  return toBooked(await bookHeldEvaluation(ctx, user, body.hold_id));
}

/** `process-static-presession`: hold and book in one step, for a logged-in client. */
export async function processStaticPresession(
  ctx: SchedulingContext,
  user: UserRow,
  body: Output<typeof staticPresessionBody>,
) {
  await settlePersonalInfo(ctx, user, { tz: body.tz });
  return toBooked(
    await bookEvaluationAt(ctx, user, {
      start: new Date(body.start),
      evaluatorId: body.evaluator_id,
    }),
  );
}

/**
 * `can-attend-presession`: a client with a booked evaluation cannot book another; when every
 * evaluator is full for the next 14 days, support books one by WhatsApp (SPEC.md §8).
 */
export async function canAttendPresession(
  ctx: SchedulingContext,
  user: UserRow,
): Promise<Output<typeof canAttendResult>> {
  const db = ctx.deps.database.db;
  const whatsapp_url = ctx.deps.config.supportWhatsappUrl;
  const open = await findOpenEvaluation(db, user.id);
  if (open)
    return { can_attend: false, reason: 'evaluation_exists', event_id: open.id, whatsapp_url };
  const now = ctx.deps.clock.now();
  const { slots } = await triageTimes(ctx.deps, evaluationBusy(now, user.id), user, {
    days: LOOKAHEAD_DAYS,
    tz: undefined,
  });
  return slots.length > 0
    ? { can_attend: true, reason: null, event_id: null, whatsapp_url }
    : { can_attend: false, reason: 'evaluation_full', event_id: null, whatsapp_url };
}

/** `events/{id}/status`: one of the client's sessions; the link only from 10 minutes before. */
export async function eventStatusOf(
  ctx: SchedulingContext,
  user: UserRow,
  sessionId: number,
): Promise<Output<typeof eventStatus>> {
  const view = await ownSession(ctx.deps.database.db, user.id, sessionId, ctx.deps.clock.now());
  const linkFrom = new Date(Date.parse(view.starts_at) - SESSION_READY_MINUTES_BEFORE * MINUTE_MS);
  return {
    status: view.card_state,
    kind: view.kind,
    start: view.starts_at,
    end: view.ends_at,
    therapist_tz: view.therapist.tz,
    ...(view.card_state === 'ready' && view.meeting_url ? { link: view.meeting_url } : {}),
    link_from: linkFrom.toISOString(),
  };
}
