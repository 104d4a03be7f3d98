import type { AuthSession } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { signInVerified, type Origin } from '../identity';
import { recordAudit } from '../../platform/audit';
import { consumeAttempt, throttleRules } from '../../platform/throttle';
import { verifyFirebaseIdToken } from './firebase-id-token.verifier';
import { SocialLoginFailure } from './social-login-failure';

/**
 * Logs in (or signs up) with a Firebase Auth ID token the web app got from Firebase. Any token
 * we cannot fully verify — or no Firebase configured — is a 401 social_login_failed, audited.
 */
export async function signInWithFirebase(
  deps: AppDeps,
  idToken: string,
  origin: Origin,
): Promise<AuthSession> {
  const db = deps.database.db;
  await consumeAttempt(db, deps.clock, [throttleRules.loginsPerIp(origin.ip)]);
  let identity;
  try {
    if (!deps.config.firebase) throw new SocialLoginFailure('not_configured');
    identity = await verifyFirebaseIdToken(deps.config.firebase, idToken, deps.clock.now());
  } catch (error) {
    if (!(error instanceof SocialLoginFailure)) throw error;
    await recordAudit(
      db,
      { action: 'login_failed', detail: { method: 'firebase', reason: error.reason } },
      origin,
    );
    throw new AppError('social_login_failed', { cause: error });
  }
  return signInVerified(deps, { kind: 'firebase', ...identity }, origin, 'firebase');
}
