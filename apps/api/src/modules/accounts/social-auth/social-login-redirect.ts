/**
 * Where the browser lands after a Google sign-in: the web app's /social-login screen, which
 * trades `ticket` for a session (POST /login-with-token) or shows `error`
 * (`failed`, `unavailable`, `too_many_requests`).
 */
export function socialLoginPath(params: Record<string, string | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  return `/social-login?${query.toString()}`;
}
