import type { Locale } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { hashSecretToken, newSecretToken } from '../../../lib/secret-token';
import { findOrCreateAccount, issueLoginTicket, type Origin } from '../identity';
import { recordAudit } from '../../platform/audit';
import { consumeAttempt, throttleRules } from '../../platform/throttle';
import { verifyGoogleIdToken } from './google-id-token.verifier';
import { exchangeGoogleCode, googleAuthorizationUrl } from './google-oidc.client';
import { consumeOauthState, insertOauthState, type PendingSignIn } from './oauth-states.repository';
import { safeAfterLogin } from './safe-after-login';
import { SocialLoginFailure } from './social-login-failure';

/** How long the person may take at Google between our redirect and the callback. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;

/**
 * Starts Google sign-in: remembers a fresh state (only its hash), nonce and where to return, and
 * answers the authorization URL — or undefined when Google is not configured. Throttled per IP
 * (AppError too_many_requests).
 */
export async function startGoogleSignIn(
  deps: AppDeps,
  input: { afterLogin: string | undefined; locale: Locale; redirectUri: string; ip: string },
): Promise<string | undefined> {
  const google = deps.config.google;
  if (!google) return undefined;
  const db = deps.database.db;
  await consumeAttempt(db, deps.clock, [throttleRules.loginsPerIp(input.ip)]);
  const state = newSecretToken();
  const nonce = newSecretToken();
  await insertOauthState(db, {
    stateHash: hashSecretToken(state),
    nonce,
    afterLogin: safeAfterLogin(input.afterLogin) ?? null,
    locale: input.locale,
    expiresAt: new Date(deps.clock.now().getTime() + OAUTH_STATE_TTL_MS),
  });
  return googleAuthorizationUrl(google, { redirectUri: input.redirectUri, state, nonce });
}

export type GoogleCallbackOutcome =
  | { ok: true; ticket: string; locale: Locale; afterLogin: string | null }
  | {
      ok: false;
      error: 'failed' | 'too_many_requests';
      locale: Locale | null;
      /** A failure nobody planned for (a bug, the database): the caller logs it. */
      unexpected?: unknown;
    };

export interface GoogleCallback {
  code: string | undefined;
  state: string | undefined;
  error: string | undefined;
  redirectUri: string;
}

async function signInOnce(
  deps: AppDeps,
  callback: GoogleCallback,
  pending: PendingSignIn,
  origin: Origin,
): Promise<string> {
  const google = deps.config.google;
  if (!google) throw new SocialLoginFailure('not_configured');
  if (callback.error) throw new SocialLoginFailure('provider_denied');
  if (!callback.code) throw new SocialLoginFailure('code_missing');
  // Network first, outside any transaction.
  const idToken = await exchangeGoogleCode(google, {
    code: callback.code,
    redirectUri: callback.redirectUri,
  });
  const identity = await verifyGoogleIdToken(google, idToken, pending.nonce, deps.clock.now());
  return deps.database.db.transaction(async (tx) => {
    const { user } = await findOrCreateAccount(tx, { kind: 'google', ...identity }, origin);
    if (user.disabledAt) throw new SocialLoginFailure('account_disabled');
    const ticket = await issueLoginTicket(deps, tx, user.id, 'google');
    await recordAudit(
      tx,
      { action: 'login', actorId: user.id, subjectId: user.id, detail: { method: 'google' } },
      origin,
    );
    return ticket;
  });
}

/**
 * Finishes Google sign-in at the callback: the state is used up first (single use, even when
 * what follows fails), then the code is exchanged, the ID token and nonce checked, and the
 * account found or created. Success answers a one-time login ticket for the web app to trade.
 * Every failure is audited and answered as an outcome, never thrown.
 */
export async function finishGoogleSignIn(
  deps: AppDeps,
  callback: GoogleCallback,
  origin: Origin,
): Promise<GoogleCallbackOutcome> {
  const db = deps.database.db;
  try {
    await consumeAttempt(db, deps.clock, [throttleRules.loginsPerIp(origin.ip)]);
  } catch {
    return { ok: false, error: 'too_many_requests', locale: null };
  }
  let pending: PendingSignIn | undefined;
  try {
    if (!callback.state) throw new SocialLoginFailure('state_missing');
    pending = await consumeOauthState(db, hashSecretToken(callback.state), deps.clock.now());
    if (!pending) throw new SocialLoginFailure('state_invalid');
    const ticket = await signInOnce(deps, callback, pending, { ...origin, locale: pending.locale });
    return { ok: true, ticket, locale: pending.locale, afterLogin: pending.afterLogin };
  } catch (error) {
    const planned = error instanceof SocialLoginFailure;
    const reason = planned ? error.reason : 'internal_error';
    await recordAudit(
      db,
      { action: 'login_failed', detail: { method: 'google', reason } },
      origin,
    ).catch(() => undefined);
    return {
      ok: false,
      error: 'failed',
      locale: pending?.locale ?? null,
      ...(planned ? {} : { unexpected: error }),
    };
  }
}
