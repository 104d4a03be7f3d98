import type {
  Currency,
  Output,
  Recommendation,
  evaluationItem,
  outcomeBody,
  privateNote,
} from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import type { Actor } from '../../../lib/actor';
import { AppError } from '../../../lib/app-error';
import { pageOffset, type PageRequest } from '../../../lib/pagination';
import { findUserById, type UserRow } from '../../accounts/identity';
import { addToCart, type CartContext } from '../../commerce/cart';
import { currencyInUse, findPricedPackages } from '../../commerce/catalog';
import { auditStaffAction } from '../../platform/audit';
import { findPlatformById } from '../../platform/platforms';
import {
  cardStateOf,
  findSessionRecord,
  pageSessionRecords,
  requireTherapist,
} from '../../scheduling/sessions';
import {
  findActiveTherapist,
  therapistsByIds,
  toTherapistSummary,
  type TherapistRow,
} from '../../scheduling/therapists';
import {
  findOutcomeOfSession,
  latestOutcomeOf,
  markOutcomeAccepted,
  sessionsWithOutcome,
  upsertOutcome,
} from './evaluation-outcomes.repository';
import type { EvaluationOutcomeRow } from './evaluation-outcomes.table';

/** The signed-in therapist, who must evaluate (any other therapist: 403). */
async function requireEvaluatorUser(db: Executor, userId: number): Promise<TherapistRow> {
  const therapist = await requireTherapist(db, userId);
  if (!therapist.isEvaluator) throw new AppError('forbidden');
  return therapist;
}

/** The evaluator's evaluations: upcoming soonest first, past latest first, outcome flagged. */
export async function evaluatorEvaluations(
  deps: AppDeps,
  userId: number,
  query: PageRequest & { scope: 'upcoming' | 'past' },
): Promise<{ rows: Output<typeof evaluationItem>[]; total: number }> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const evaluator = await requireEvaluatorUser(db, userId);
  const page = await pageSessionRecords(
    db,
    { therapistId: evaluator.id, kind: 'evaluation', scope: query.scope, now },
    query.perPage,
    pageOffset(query),
  );
  const withOutcome = await sessionsWithOutcome(
    db,
    page.rows.map((record) => record.session.id),
  );
  const rows = page.rows.map(({ session, client }) => {
    const status = cardStateOf(session, now);
    return {
      event_id: session.id,
      start: session.startsAt.toISOString(),
      end: session.endsAt.toISOString(),
      status,
      link: status === 'ready' ? session.meetingUrl : null,
      client: {
        id: client.id,
        firstname: client.firstname,
        lastname: client.lastname,
        tz: client.tz,
      },
      has_outcome: withOutcome.has(session.id),
    };
  });
  return { rows, total: page.total };
}

async function clientCurrency(db: Executor, client: UserRow): Promise<Currency> {
  const platform = await findPlatformById(db, client.platformId);
  return currencyInUse(client.currency, platform?.currency ?? 'rial');
}

async function toRecommendation(db: Executor, row: EvaluationOutcomeRow): Promise<Recommendation> {
  const [therapist] = row.therapistId === null ? [] : await therapistsByIds(db, [row.therapistId]);
  return {
    id: row.id,
    event_id: row.sessionId,
    cycle: row.cycle,
    therapist: therapist ? toTherapistSummary(therapist) : null,
    package_id: row.packageId,
    recorded_at: row.updatedAt.toISOString(),
    accepted_at: row.acceptedAt?.toISOString() ?? null,
  };
}

/**
 * The evaluator records (or corrects) the outcome of one of their evaluations once it has
 * started: the recommendation and the private note. Another evaluator's session is 404.
 */
export async function recordOutcome(
  deps: AppDeps,
  actor: Actor,
  sessionId: number,
  body: Output<typeof outcomeBody>,
  onEvaluated: (tx: Executor, event: { userId: number; sessionId: number }) => Promise<void>,
): Promise<Recommendation> {
  const db = deps.database.db;
  const evaluator = await requireEvaluatorUser(db, actor.userId);
  const record = await findSessionRecord(db, sessionId);
  const session = record?.session;
  if (!session || session.therapistId !== evaluator.id || session.kind !== 'evaluation')
    throw new AppError('not_found');
  if (session.state === 'cancelled') throw new AppError('session_not_changeable');
  if (deps.clock.now().getTime() < session.startsAt.getTime())
    throw new AppError('session_not_started');
  if (body.therapist_id !== null) {
    const therapist = await findActiveTherapist(db, body.therapist_id);
    if (!therapist || therapist.isEvaluator)
      throw new AppError('validation_failed', { errors: { therapist_id: ['v.invalid'] } });
  }
  const client = await findUserById(db, session.userId);
  if (!client) throw new AppError('not_found');
  const [pkg] = await findPricedPackages(db, [body.package_id], await clientCurrency(db, client));
  if (!pkg) throw new AppError('validation_failed', { errors: { package_id: ['v.invalid'] } });

  const row = await db.transaction(async (tx) => {
    const saved = await upsertOutcome(tx, {
      sessionId,
      userId: session.userId,
      evaluatorId: evaluator.id,
      cycle: body.cycle,
      therapistId: body.therapist_id,
      packageId: body.package_id,
      privateNote: body.note ?? null,
    });
    await auditStaffAction(
      tx,
      actor,
      'evaluation_outcome_recorded',
      { session_id: sessionId, package_id: body.package_id },
      session.userId,
    );
    await onEvaluated(tx, { userId: session.userId, sessionId });
    return saved;
  });
  return toRecommendation(db, row);
}

/** The client's latest recommendation, without the private note; null before any. */
export async function recommendationOf(deps: AppDeps, userId: number) {
  const db = deps.database.db;
  const row = await latestOutcomeOf(db, userId);
  return row ? toRecommendation(db, row) : null;
}

/**
 * The client takes the recommendation in one step: its package goes into the basket (already
 * there is fine) and it is stamped accepted; `onTaken` (composed by the app) makes its package
 * and therapist (none: matchmaking chooses) the journey's choices.
 */
export type RecommendationTaken = (
  tx: Executor,
  event: { userId: number; packageId: number; therapistId: number | null },
) => Promise<void>;

export async function acceptRecommendation(cart: CartContext, onTaken: RecommendationTaken) {
  const db = cart.deps.database.db;
  const row = await latestOutcomeOf(db, cart.user.id);
  if (!row) throw new AppError('not_found');
  try {
    await addToCart(cart, row.packageId, false);
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'package_in_basket')) throw error;
  }
  const accepted = await db.transaction(async (tx) => {
    const stamped = await markOutcomeAccepted(tx, row.id, cart.deps.clock.now());
    await onTaken(tx, {
      userId: cart.user.id,
      packageId: row.packageId,
      therapistId: row.therapistId,
    });
    return stamped;
  });
  if (!accepted) throw new Error(`outcome ${row.id} vanished`);
  return {
    recommendation: await toRecommendation(db, accepted),
    package_id: accepted.packageId,
    therapist_id: accepted.therapistId,
  };
}

/** Support or admin read an evaluation's private note, giving a reason; every reading is audited. */
export async function readPrivateNote(
  deps: AppDeps,
  actor: Actor,
  sessionId: number,
  reason: string,
): Promise<Output<typeof privateNote>> {
  const db = deps.database.db;
  const row = await findOutcomeOfSession(db, sessionId);
  if (!row) throw new AppError('not_found');
  await db.transaction((tx) =>
    auditStaffAction(
      tx,
      actor,
      'evaluation_note_read',
      { session_id: sessionId, reason },
      row.userId,
    ),
  );
  return { event_id: sessionId, note: row.privateNote };
}
