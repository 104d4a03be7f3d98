import { ApiError } from '../../../lib/api-client';

/** A lost race for a slot, or a change made meanwhile: reload what is shown, then try again. */
export const isStale = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'slot_taken' || error.code === 'version_conflict');
