import { ApiError } from './api-client';
import type { Translator } from './i18n/translator';

/** SPEC.md §8: the server's own message (already in the user's language), else a generic one. */
export function errorText(error: unknown, t: Translator['t']): string {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return t('error.network');
    if (error.message) return error.message;
  }
  return t('error.server');
}

/** The server's error code (`slot_taken`, `no_slots`…), or null for anything but an API error. */
export const errorCode = (error: unknown): string | null =>
  error instanceof ApiError ? error.code : null;
