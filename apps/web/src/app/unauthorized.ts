import { sessionStore } from '../features/auth';

/**
 * SPEC.md §4: routes where a 401 does not send the user to the login page (they work for guests).
 * Matched against the path without its language prefix.
 */
const EXEMPT = [
  /^\/test\//,
  /^\/preorder\//,
  /^\/onboarding/,
  /^\/match(\/|$)/,
  /^\/password\/reset\//,
  /^\/social-login/,
  /^\/login/,
  /^\/register/,
  /^\/calendar/,
  /^\/campaign\//,
  /\/interpretation\//,
  /^\/login-with-token/,
  /^\/initialize/,
  /^\/user-journey/,
  /^\/user-check-journey/,
];

export function isExemptFromLoginRedirect(pathname: string): boolean {
  const withoutLang = pathname.replace(/^\/(fa|en)(?=\/|$)/, '') || '/';
  return EXEMPT.some((pattern) => pattern.test(withoutLang));
}

/** A call made with a token answered 401: the session is over. */
export function handleUnauthorized(navigate: (to: string) => void): void {
  if (!sessionStore.get().loggedIn) return;
  sessionStore.signOut('expired');
  if (!isExemptFromLoginRedirect(window.location.pathname)) navigate('/fa/login');
}
