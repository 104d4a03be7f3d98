import type { AuthSession, LoginBody, Locale, RegisterBody } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import type { AppDeps } from '../../../app-deps';
import { AppError, isAppError } from '../../../lib/app-error';
import { hashPassword, needsRehash, verifyPassword } from '../../../lib/password';
import { recordAudit } from '../../platform/audit';
import { trackRegistration } from '../../platform/tracking';
import {
  consumeAttempt,
  reserveAttempt,
  throttleRules,
  type Attempt,
} from '../../platform/throttle';
import { newInviteCode } from './invite-code';
import { toProfile } from './profile.mapper';
import { issueSessionToken, revokeSessionToken } from './session-tokens.service';
import {
  findLiveUserIdByInviteCode,
  findUserByEmail,
  insertUser,
  updateUser,
} from './users.repository';

export interface Origin {
  ip: string;
  userAgent: string | null;
  platformId: number;
  locale: Locale;
}

/** Creates a client account and logs it in. The password is hashed before the transaction opens. */
export async function registerWithEmail(
  deps: AppDeps,
  body: RegisterBody,
  origin: Origin,
): Promise<AuthSession> {
  await consumeAttempt(deps.database.db, deps.clock, [throttleRules.registrationsPerIp(origin.ip)]);
  const passwordHash = await hashPassword(body.password);
  return deps.database.db.transaction(async (tx) => {
    const inviterId = body.invite_code ? await findInviterId(tx, body.invite_code) : null;
    const user = await insertUser(tx, {
      platformId: origin.platformId,
      email: body.email.toLowerCase(),
      passwordHash,
      firstname: body.firstname.trim(),
      lastname: body.lastname.trim(),
      locale: origin.locale,
      inviteCode: newInviteCode(),
      anonId: body.anon_id ?? null,
      invitedBy: inviterId,
    });
    if (!user) throw new AppError('email_taken', { errors: { email: ['email_taken'] } });
    const token = await issueSessionToken(deps, tx, user.id);
    await recordAudit(tx, { action: 'register', actorId: user.id, subjectId: user.id }, origin);
    await trackRegistration(tx, user.id, {
      anon_id: user.anonId,
      email: user.email ?? body.email,
      first_name: user.firstname,
      traits: { platform: origin.platformId, locale: origin.locale, method: 'password' },
    });
    return { token, profile: toProfile(user) };
  });
}

/**
 * The live account whose invite code this is, or null: an unknown code is ignored rather than
 * refused (a stale link must not block sign-up). The new account does not exist yet, so it
 * cannot invite itself.
 */
async function findInviterId(tx: Executor, code: string): Promise<number | null> {
  const normalised = code.trim().toUpperCase();
  if (!normalised) return null;
  return (await findLiveUserIdByInviteCode(tx, normalised)) ?? null;
}

/** Email + password. Unknown email and wrong password answer alike, in the same time. */
export async function loginWithPassword(
  deps: AppDeps,
  body: LoginBody,
  origin: Origin,
): Promise<AuthSession> {
  const db = deps.database.db;
  const user = await findUserByEmail(db, body.email);
  // The guess is counted before argon2 runs and un-counted when it was right: parallel guesses
  // cannot all pass a check made before any of them was counted, and only failures count.
  let guess: Attempt;
  try {
    guess = await reserveAttempt(
      db,
      deps.clock,
      throttleRules.passwordGuess(body.email, origin.ip),
    );
  } catch (error) {
    if (isAppError(error) && error.code === 'account_locked')
      await recordAudit(db, { action: 'account_locked', subjectId: user?.id ?? null }, origin);
    throw error;
  }
  const ok = await verifyPassword(user?.passwordHash ?? null, body.password);
  if (!user || !ok) {
    await recordAudit(
      db,
      { action: 'login_failed', subjectId: user?.id ?? null, detail: { method: 'password' } },
      origin,
    );
    throw new AppError('invalid_credentials');
  }
  await guess.release();
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await updateUser(db, user.id, { passwordHash: await hashPassword(body.password) });
  }
  return db.transaction(async (tx) => {
    const token = await issueSessionToken(deps, tx, user.id);
    await recordAudit(
      tx,
      { action: 'login', actorId: user.id, subjectId: user.id, detail: { method: 'password' } },
      origin,
    );
    return { token, profile: toProfile(user) };
  });
}

export async function logout(
  deps: AppDeps,
  userId: number,
  tokenId: number,
  origin: Origin,
): Promise<void> {
  await revokeSessionToken(deps, tokenId);
  await recordAudit(
    deps.database.db,
    { action: 'logout', actorId: userId, subjectId: userId },
    origin,
  );
}
