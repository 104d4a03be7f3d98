import { EMAIL_VERIFICATION_TTL_HOURS } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { hashSecretToken, newSecretToken } from '../../../lib/secret-token';
import { recordAudit } from '../../platform/audit';
import { consumeAttempt, throttleRules } from '../../platform/throttle';
import { accountMail } from './account-mail';
import type { Origin } from './auth.service';
import {
  insertVerificationToken,
  markEmailVerified,
  retireVerificationTokensOf,
  useVerificationToken,
} from './email-verification-tokens.repository';
import type { UserRow } from './users.table';

/**
 * Emails a link proving the account's address (a 256-bit token, only its hash kept, single use,
 * EMAIL_VERIFICATION_TTL_HOURS). `baseUrl` comes from lib/public-url, never the Host header.
 * Five an hour per account (429 too_many_requests beyond); nothing is sent for an address
 * already verified.
 */
export async function sendEmailVerification(
  deps: AppDeps,
  user: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt' | 'locale'>,
  baseUrl: string,
  origin: Pick<Origin, 'ip' | 'userAgent'>,
): Promise<void> {
  if (!user.email || user.emailVerifiedAt) return;
  const db = deps.database.db;
  await consumeAttempt(db, deps.clock, [
    throttleRules.verificationsSentPerUser(user.id),
    throttleRules.codesSentPerIp(origin.ip),
  ]);
  const token = newSecretToken();
  await insertVerificationToken(db, {
    userId: user.id,
    email: user.email,
    tokenHash: hashSecretToken(token),
    expiresAt: new Date(deps.clock.now().getTime() + EMAIL_VERIFICATION_TTL_HOURS * 3_600_000),
  });
  const text = accountMail.verifyEmail(
    user.locale,
    `${baseUrl}/verify-email/${token}?lang=${user.locale}`,
  );
  await deps.messages.send({
    channel: 'email',
    to: user.email,
    subject: text.subject,
    body: text.body,
  });
  await recordAudit(db, { action: 'email_verification_sent', subjectId: user.id }, origin);
}

/** Uses a verification link: once, before it expires, and only for the address it was sent to. */
export async function verifyEmail(
  deps: AppDeps,
  token: string,
  origin: Pick<Origin, 'ip' | 'userAgent'>,
): Promise<void> {
  const db = deps.database.db;
  await consumeAttempt(db, deps.clock, [throttleRules.verificationsCheckedPerIp(origin.ip)]);
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    const used = await useVerificationToken(tx, hashSecretToken(token), now);
    if (!used || !(await markEmailVerified(tx, used.userId, used.email, now)))
      throw new AppError('verification_link_invalid');
    await retireVerificationTokensOf(tx, used.userId, now);
    await recordAudit(tx, { action: 'email_verified', subjectId: used.userId }, origin);
  });
}
