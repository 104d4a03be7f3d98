import type { ConsoleSession, Output, staffOverrideBody } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { pageOffset, type PageRequest } from '../../../lib/pagination';
import type { Actor } from '../../../lib/actor';
import { recordAudit } from '../../platform/audit';
import { userIdsMatching } from '../../accounts/identity';
import { postToWallet } from '../../commerce/wallet';
import { changeCreditUse, changeReschedulesUsed, lockTherapyCredits } from '../../commerce/credits';
import type { SchedulingContext } from './scheduling-context';
import { cancelLocked, chargeKey } from './session-charges';
import { ledgerLinesByKeys } from '../../commerce/wallet';
import { toConsoleSession } from './session-view';
import { findSessionRecord, pageSessionRecords } from './session-records';
import { lockSession, updateSession, type SessionRow } from './sessions.repository';

/**
 * Sessions of a client or a therapist (or everyone's), latest first. The client may be named by
 * a search term (id, email, phone or name), which the identity slice resolves to ids first.
 */
export async function staffSessions(
  ctx: SchedulingContext,
  query: PageRequest & {
    user_id?: number | undefined;
    client?: string | undefined;
    therapist_id?: number | undefined;
  },
): Promise<{ rows: ConsoleSession[]; total: number }> {
  const now = ctx.deps.clock.now();
  const db = ctx.deps.database.db;
  const userIds = query.client === undefined ? undefined : await userIdsMatching(db, query.client);
  if (userIds?.length === 0) return { rows: [], total: 0 };
  const page = await pageSessionRecords(
    db,
    {
      scope: 'all',
      now,
      ...(query.user_id === undefined ? {} : { userId: query.user_id }),
      ...(userIds === undefined ? {} : { userIds }),
      ...(query.therapist_id === undefined ? {} : { therapistId: query.therapist_id }),
    },
    query.perPage,
    pageOffset(query),
  );
  return { rows: page.rows.map((record) => toConsoleSession(record, now)), total: page.total };
}

const waiverKey = (debtKey: string) => `${debtKey}:waiver`;

/**
 * Sets the charge of a session aside: every wallet debt it caused (late fee, overtime) is paid
 * off by a fee waiver, and a charge paid with the session's credit gives the credit back.
 */
async function waiveCharge(tx: Executor, session: SessionRow): Promise<void> {
  const debtKeys = [chargeKey.lateFee(session.id), chargeKey.overtime(session.id)];
  const lines = await ledgerLinesByKeys(tx, [...debtKeys, ...debtKeys.map(waiverKey)]);
  const keys = new Set(lines.map((line) => line.idempotencyKey));
  const open = lines.filter(
    (line) => debtKeys.includes(line.idempotencyKey) && !keys.has(waiverKey(line.idempotencyKey)),
  );
  if (!session.charged && open.length === 0) throw new AppError('session_not_changeable');
  await lockTherapyCredits(tx, session.userId);
  for (const debt of open) {
    await postToWallet(tx, {
      userId: session.userId,
      currency: debt.currency,
      amountMinor: -debt.amountMinor,
      kind: 'fee_waiver',
      idempotencyKey: waiverKey(debt.idempotencyKey),
      note: `session ${session.id}`,
    });
  }
  // A late reschedule paid by debt moved its credit to the new session: nothing to give back.
  const paidByDebt = keys.has(chargeKey.lateFee(session.id));
  if (session.charged && session.creditId !== null && !paidByDebt)
    await changeCreditUse(tx, session.creditId, -1);
  await updateSession(tx, session.id, { charged: false });
}

async function applyOverride(
  tx: Executor,
  session: SessionRow,
  action: Output<typeof staffOverrideBody>['action'],
  now: Date,
): Promise<void> {
  switch (action) {
    case 'cancel_free':
      if (session.state !== 'scheduled') throw new AppError('session_not_changeable');
      await cancelLocked(tx, session, 'staff', now);
      return;
    case 'grant_reschedule':
      if (session.creditId === null) throw new AppError('session_not_changeable');
      await lockTherapyCredits(tx, session.userId);
      await changeReschedulesUsed(tx, session.creditId, -1);
      await updateSession(tx, session.id, {});
      return;
    case 'waive_charge':
      await waiveCharge(tx, session);
      return;
  }
}

/** A staff member sets a rule aside for one session, with a reason; the audit log keeps both. */
export async function overrideSession(
  ctx: SchedulingContext,
  actor: Actor,
  sessionId: number,
  body: Output<typeof staffOverrideBody>,
): Promise<ConsoleSession> {
  const db = ctx.deps.database.db;
  const now = ctx.deps.clock.now();
  await db.transaction(async (tx) => {
    const session = await lockSession(tx, sessionId);
    if (!session) throw new AppError('not_found');
    if (session.version !== body.version) throw new AppError('version_conflict');
    await applyOverride(tx, session, body.action, now);
    await recordAudit(
      tx,
      {
        action: 'session_override',
        actorId: actor.userId,
        subjectId: session.userId,
        detail: { session_id: session.id, override: body.action, reason: body.reason },
      },
      actor,
    );
  });
  const record = await findSessionRecord(db, sessionId);
  if (!record) throw new Error(`session ${sessionId} vanished`);
  return toConsoleSession(record, now);
}
