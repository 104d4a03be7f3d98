import {
  JOURNEY_NEXT_STEPS,
  canMoveJourney,
  type JourneyCheck,
  type JourneyDetail,
  type JourneyState,
} from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { journeyEventTarget, type JourneyEvent } from './journey-events';
import {
  ensureJourney,
  findJourney,
  insertJourneyEvent,
  journeyHistory,
  moveIfStill,
  setJourneyChoices,
  type JourneyRow,
} from './journeys.repository';

/** A lost race is retried against the state that won, a few times at most. */
const MAX_TRIES = 5;

type Choices = { packageId?: number | null; therapistId?: number | null };

/**
 * The one loop that moves a journey: read the state, ask `decide` where it may go from there,
 * write with a conditional UPDATE (`WHERE state = <read>`), and on a lost race read again. So a
 * move is always judged against the state it actually leaves, and two racing moves cannot both
 * win. `decide` answers null for "no move" (then the row is answered unchanged).
 */
async function move(
  db: Executor,
  userId: number,
  cause: string,
  decide: (from: JourneyState) => JourneyState | null,
  choices: Choices = {},
): Promise<{ row: JourneyRow; moved: boolean }> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const current = await ensureJourney(db, userId);
    const to = decide(current.state);
    if (to === null) return { row: current, moved: false };
    const moved = await moveIfStill(db, userId, current.state, to, {
      ...choices,
      restart: current.state === 'cancelled' && to === 'started',
    });
    if (moved) {
      await insertJourneyEvent(db, { userId, fromState: current.state, toState: to, cause });
      return { row: moved, moved: true };
    }
  }
  throw new AppError('conflict');
}

/**
 * What happened moves the journey by itself (JOURNEY_EVENTS): called by the slices where the
 * client acts, in their transaction. Never throws for an event that does not apply here.
 */
export async function advanceJourney(
  db: Executor,
  userId: number,
  event: JourneyEvent,
  choices: Choices = {},
): Promise<JourneyState> {
  const { row } = await move(db, userId, event, (from) => journeyEventTarget(event, from), choices);
  return row.state;
}

/**
 * The client (or staff for them) asks for a state: only a move JOURNEY_TRANSITIONS allows from
 * the state the journey is in when the write happens; otherwise 409 `journey_illegal_move` and
 * nothing changes.
 */
export async function moveJourney(
  db: Executor,
  userId: number,
  to: JourneyState,
  cause = 'client',
  choices: Choices = {},
): Promise<JourneyRow> {
  const refused = { from: null as JourneyState | null };
  const { row } = await move(
    db,
    userId,
    cause,
    (from) => {
      refused.from = canMoveJourney(from, to) ? null : from;
      return refused.from ? null : to;
    },
    choices,
  );
  if (refused.from) throw new AppError('journey_illegal_move', { data: journeyCheck(row.state) });
  return row;
}

/** Starts the journey; a cancelled one starts again, one under way is left as it is. */
export async function startJourney(db: Executor, userId: number): Promise<JourneyRow> {
  const { row } = await move(db, userId, 'start', (from) =>
    from === 'cancelled' ? 'started' : null,
  );
  return row;
}

export async function cancelJourney(db: Executor, userId: number): Promise<JourneyRow> {
  const { row } = await move(db, userId, 'cancel', (from) =>
    from === 'cancelled' ? null : 'cancelled',
  );
  return row;
}

/**
 * The package the client chose: kept on the journey, which moves to `package_chosen` where that
 * applies (a client already past it keeps their state and the new choice).
 */
export async function chooseJourneyPackage(
  db: Executor,
  userId: number,
  packageId: number,
): Promise<JourneyRow> {
  await ensureJourney(db, userId);
  const state = await advanceJourney(db, userId, 'package_chosen', { packageId });
  const row = await setJourneyChoices(db, userId, { packageId });
  if (!row) throw new Error(`journey of ${userId} vanished in state ${state}`);
  return row;
}

/** Records the therapist chosen (from suggestions, a rematch or the evaluator). */
export async function chooseJourneyTherapist(
  db: Executor,
  userId: number,
  therapistId: number,
): Promise<void> {
  await ensureJourney(db, userId);
  await setJourneyChoices(db, userId, { therapistId });
}

export function journeyCheck(state: JourneyState): JourneyCheck {
  return { state, next_step: JOURNEY_NEXT_STEPS[state] };
}

/** The state and next step; a client who never started is `started` (nothing is written). */
export async function checkJourney(db: Executor, userId: number): Promise<JourneyCheck> {
  return journeyCheck((await findJourney(db, userId))?.state ?? 'started');
}

/** The journey row, or undefined for a client who never started one (nothing is written). */
export function journeyOf(db: Executor, userId: number): Promise<JourneyRow | undefined> {
  return findJourney(db, userId);
}

export async function journeyRowOf(db: Executor, userId: number): Promise<JourneyRow> {
  return ensureJourney(db, userId);
}

export async function journeyDetail(db: Executor, row: JourneyRow): Promise<JourneyDetail> {
  const history = await journeyHistory(db, row.userId);
  return {
    ...journeyCheck(row.state),
    started_at: row.startedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    package_id: row.packageId,
    therapist_id: row.therapistId,
    history: history.map((event) => ({
      from: event.fromState,
      to: event.toState,
      cause: event.cause,
      at: event.createdAt.toISOString(),
    })),
  };
}
