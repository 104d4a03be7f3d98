import type { Locale } from '@ravan/contract';
import { API_BASE } from '../../lib/api-client';

/**
 * Where the "Continue with Google" button goes: a full-page redirect (not a call), so the
 * server can send the browser on to Google and, afterwards, to /social-login with a ticket.
 */
export function googleSignInUrl(locale: Locale, afterLogin: string | null): string {
  const query = new URLSearchParams({ lang: locale });
  if (afterLogin) query.set('afterLogin', afterLogin);
  return `${API_BASE}/auth/google/redirect?${query.toString()}`;
}
