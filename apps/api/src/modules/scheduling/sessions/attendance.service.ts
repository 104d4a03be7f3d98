import { toWireMinor } from '@ravan/contract';
import type {
  completeResult,
  completeSessionBody,
  ConsoleSession,
  noShowBody,
  Output,
} from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { pageOffset, type PageRequest } from '../../../lib/pagination';
import type { Actor } from '../../../lib/actor';
import { recordAudit } from '../../platform/audit';
import type { TherapistRow } from '../therapists';
import { requireTherapist } from './booking-transaction';
import { feeOfSession } from './change-facts';
import { overtimeCharge } from './fees';
import type { SchedulingContext } from './scheduling-context';
import { postSessionDebt } from './session-charges';
import { toConsoleSession } from './session-view';
import { findSessionRecord, pageSessionRecords } from './session-records';
import { lockSession, updateSession, type SessionRow } from './sessions.repository';

/** The therapist's sessions: upcoming soonest first, past latest first. */
export async function consoleSessions(
  ctx: SchedulingContext,
  therapistUserId: number,
  query: PageRequest & { scope: 'upcoming' | 'past' },
): Promise<{ rows: ConsoleSession[]; total: number }> {
  const db = ctx.deps.database.db;
  const therapist = await requireTherapist(db, therapistUserId);
  const now = ctx.deps.clock.now();
  const page = await pageSessionRecords(
    db,
    { therapistId: therapist.id, scope: query.scope, now },
    query.perPage,
    pageOffset(query),
  );
  return { rows: page.rows.map((record) => toConsoleSession(record, now)), total: page.total };
}

/** The therapist's own session, locked, scheduled, at their version, and already started. */
async function lockStarted(
  tx: Executor,
  therapist: TherapistRow,
  sessionId: number,
  version: number,
  now: Date,
): Promise<SessionRow> {
  const session = await lockSession(tx, sessionId);
  if (!session || session.therapistId !== therapist.id) throw new AppError('not_found');
  if (session.state !== 'scheduled') throw new AppError('session_not_changeable');
  if (session.version !== version) throw new AppError('version_conflict');
  if (now.getTime() < session.startsAt.getTime()) throw new AppError('session_not_started');
  return session;
}

async function consoleView(ctx: SchedulingContext, sessionId: number): Promise<ConsoleSession> {
  const record = await findSessionRecord(ctx.deps.database.db, sessionId);
  if (!record) throw new Error(`session ${sessionId} vanished`);
  return toConsoleSession(record, ctx.deps.clock.now());
}

/**
 * The session was held, for `actual_minutes`. Minutes beyond SESSION_MINUTES are charged to the
 * client's wallet as an overtime debt (SPEC.md §9), once per session.
 */
export async function completeSession(
  ctx: SchedulingContext,
  actor: Actor,
  sessionId: number,
  body: Output<typeof completeSessionBody>,
): Promise<Output<typeof completeResult>> {
  const therapistUserId = actor.userId;
  const db = ctx.deps.database.db;
  const therapist = await requireTherapist(db, therapistUserId);
  const now = ctx.deps.clock.now();
  const overtime = await db.transaction(async (tx) => {
    const session = await lockStarted(tx, therapist, sessionId, body.version, now);
    await updateSession(tx, session.id, { state: 'completed', actualMinutes: body.actual_minutes });
    const fee = session.kind === 'therapy' ? await feeOfSession(tx, session) : null;
    const charge = fee ? overtimeCharge(fee.amountMinor, body.actual_minutes) : null;
    if (fee && charge && charge.amountMinor > 0n)
      await postSessionDebt(tx, session, 'overtime_debt', charge.amountMinor, fee.currency);
    await recordAudit(
      tx,
      {
        action: 'session_completed',
        actorId: therapistUserId,
        subjectId: session.userId,
        detail: { session_id: session.id, actual_minutes: body.actual_minutes },
      },
      actor,
    );
    return fee && charge && charge.minutes > 0
      ? { minutes: charge.minutes, amount: toWireMinor(charge.amountMinor), currency: fee.currency }
      : null;
  });
  return { session: await consoleView(ctx, sessionId), overtime };
}

/** The client did not come: the session's credit stays spent. */
export async function markNoShow(
  ctx: SchedulingContext,
  actor: Actor,
  sessionId: number,
  body: Output<typeof noShowBody>,
): Promise<ConsoleSession> {
  const therapistUserId = actor.userId;
  const db = ctx.deps.database.db;
  const therapist = await requireTherapist(db, therapistUserId);
  const now = ctx.deps.clock.now();
  await db.transaction(async (tx) => {
    const session = await lockStarted(tx, therapist, sessionId, body.version, now);
    await updateSession(tx, session.id, { state: 'no_show', charged: session.creditId !== null });
    await recordAudit(
      tx,
      {
        action: 'session_no_show',
        actorId: therapistUserId,
        subjectId: session.userId,
        detail: { session_id: session.id },
      },
      actor,
    );
  });
  return consoleView(ctx, sessionId);
}
