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

/** A lost race for a slot, or a change made meanwhile: reload what is shown, then try again. */
export const isStale = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === 'slot_taken' || error.code === 'version_conflict');

export const errorCode = (error: unknown): string | null =>
  error instanceof ApiError ? error.code : null;
