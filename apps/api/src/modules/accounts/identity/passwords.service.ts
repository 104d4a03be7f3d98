import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { hashPassword, verifyPassword } from '../../../lib/password';
import { recordAudit } from '../../platform/audit';
import { reserveAttempt, throttleRules } from '../../platform/throttle';
import { revokeUserTokens } from './auth-tokens.repository';
import type { SessionContext } from './session-tokens.service';
import { setPasswordIfNone, updateUser } from './users.repository';

type Origin = { ip: string; userAgent: string | null };

/** Changes a password (the current one is required); every other session of the user ends. */
export async function changePassword(
  deps: AppDeps,
  session: SessionContext,
  currentPassword: string,
  newPassword: string,
  origin: Origin,
): Promise<void> {
  const db = deps.database.db;
  const { user } = session;
  // Wrong current passwords count like wrong logins: this door must not allow guessing either.
  const guess = await reserveAttempt(
    db,
    deps.clock,
    throttleRules.passwordGuess(user.email ?? `user-${user.id}`, origin.ip),
  );
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError('current_password_wrong', {
      errors: { current_password: ['current_password_wrong'] },
    });
  }
  await guess.release();
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, passwordChangedAt: deps.clock.now() });
    await revokeUserTokens(tx, user.id, session.tokenId);
    await recordAudit(
      tx,
      { action: 'password_changed', actorId: user.id, subjectId: user.id },
      origin,
    );
  });
}

/** Gives a password to an account that has none (made by a code or a social login). */
export async function setFirstPassword(
  deps: AppDeps,
  session: SessionContext,
  password: string,
  origin: Origin,
): Promise<void> {
  const { user } = session;
  if (user.passwordHash) throw new AppError('password_already_set');
  const passwordHash = await hashPassword(password);
  await deps.database.db.transaction(async (tx) => {
    const updated = await setPasswordIfNone(tx, user.id, passwordHash, deps.clock.now());
    if (!updated) throw new AppError('password_already_set');
    await recordAudit(tx, { action: 'password_set', actorId: user.id, subjectId: user.id }, origin);
  });
}
