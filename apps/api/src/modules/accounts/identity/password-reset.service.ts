import { RESET_TOKEN_TTL_MINUTES } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/password';
import { hashSecretToken, newSecretToken } from '../../../lib/secret-token';
import { recordAudit } from '../../platform/audit';
import { consumeAttempt, throttleRules } from '../../platform/throttle';
import { accountMail } from './account-mail';
import { revokeUserTokens } from './auth-tokens.repository';
import type { Origin } from './auth.service';
import {
  insertResetToken,
  retireResetTokensOf,
  useResetToken,
} from './password-reset-tokens.repository';
import { findUserByEmail, updateUser } from './users.repository';

/**
 * Emails a reset link when the address has an account. The answer (and its timing, roughly) is
 * the same either way: the caller learns nothing about who has an account.
 */
export async function requestPasswordReset(
  deps: AppDeps,
  email: string,
  baseUrl: string,
  origin: Origin,
): Promise<void> {
  const db = deps.database.db;
  await consumeAttempt(db, deps.clock, [
    throttleRules.resetsRequestedPerIp(origin.ip),
    throttleRules.resetsRequestedPerAddress(email.toLowerCase()),
  ]);
  const user = await findUserByEmail(db, email);
  if (!user?.email) return;
  const token = newSecretToken();
  await insertResetToken(db, {
    userId: user.id,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(deps.clock.now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
  });
  const text = accountMail.passwordReset(
    user.locale,
    `${baseUrl}/password/reset/${token}?lang=${user.locale}`,
  );
  await deps.messages.send({
    channel: 'email',
    to: user.email,
    subject: text.subject,
    body: text.body,
  });
  await recordAudit(db, { action: 'reset_requested', subjectId: user.id }, origin);
}

/** Sets a new password with a reset token (single use, 60 minutes); every session of the account ends. */
export async function resetPassword(
  deps: AppDeps,
  token: string,
  password: string,
  origin: Origin,
): Promise<void> {
  const db = deps.database.db;
  await consumeAttempt(db, deps.clock, [throttleRules.resetsSubmittedPerIp(origin.ip)]);
  // Hash first: argon2 is slow on purpose and must not run while the transaction holds locks.
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    const used = await useResetToken(tx, hashSecretToken(token), now);
    if (!used) throw new AppError('reset_link_invalid', { errors: { token: ['v.reset_link'] } });
    await updateUser(tx, used.userId, { passwordHash, passwordChangedAt: now });
    // Other outstanding links die too: the password they were for is gone.
    await retireResetTokensOf(tx, used.userId, now);
    await revokeUserTokens(tx, used.userId);
    await recordAudit(tx, { action: 'password_reset', subjectId: used.userId }, origin);
  });
}
