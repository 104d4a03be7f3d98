import { ApiError } from '../../../lib/api-client';

/** 409: the slot was taken or the item changed meanwhile; the list behind it is stale. */
export const isConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409;

export const isSlotTaken = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'slot_taken';
