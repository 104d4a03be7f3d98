import { ApiError } from '../../../lib/api-client';
import type { Translator } from '../../../lib/i18n/translator';

/** SPEC.md §8: the server's own message (already in the user's language), else a generic one. */
export function errorText(error: unknown, t: Translator['t']): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('error.network');
    if (error.message) return error.message;
  }
  return t('error.server');
}

/** 409: the slot was taken or the item changed meanwhile; the list behind it is stale. */
export const isConflict = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409;

export const isSlotTaken = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'slot_taken';
