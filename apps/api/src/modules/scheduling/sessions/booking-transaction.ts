import type { Database, Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { findTherapistByUserId, type TherapistRow } from '../therapists';
import { isOverlapViolation } from './pg-errors';

/**
 * Runs a change that inserts sessions. The exclusion constraints (migration 0006) are the last
 * word on overlaps: when another booking won the race, the whole transaction rolls back and the
 * client hears 'This slot is no longer available'.
 */
export async function inBookingTransaction<T>(
  db: Database,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isOverlapViolation(error)) throw new AppError('slot_taken', { cause: error });
    throw error;
  }
}

/** The therapist profile of the signed-in user (the console is theirs only). */
export async function requireTherapist(db: Executor, userId: number): Promise<TherapistRow> {
  const therapist = await findTherapistByUserId(db, userId);
  if (!therapist) throw new AppError('forbidden');
  return therapist;
}
