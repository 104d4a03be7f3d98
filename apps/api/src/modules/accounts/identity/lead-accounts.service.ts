import type { AuthSession, Output, leadRegisterBody } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../platform/audit';
import { consumeAttempt, throttleRules } from '../../platform/throttle';
import type { Origin } from './auth.service';
import { newInviteCode } from './invite-code';
import { toProfile } from './profile.mapper';
import { issueSessionToken } from './session-tokens.service';
import { insertUser } from './users.repository';

/**
 * A lead: someone who starts a test or an evaluation before signing up fully. The account has no
 * password (a code or a reset sets one later) and skips the consent dialog until it signs up.
 * An email that already has an account is refused — a session for it needs a proof of ownership.
 */
export async function registerLead(
  deps: AppDeps,
  body: Output<typeof leadRegisterBody>,
  origin: Origin,
  source: 'psy_test' | 'pre_session_test',
): Promise<AuthSession> {
  await consumeAttempt(deps.database.db, deps.clock, [throttleRules.registrationsPerIp(origin.ip)]);
  return deps.database.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      platformId: origin.platformId,
      email: body.email,
      firstname: body.firstname ?? null,
      lastname: body.lastname ?? null,
      leadUser: true,
      locale: origin.locale,
      inviteCode: newInviteCode(),
      anonId: body.anon_id ?? null,
    });
    if (!user) throw new AppError('email_taken', { errors: { email: ['email_taken'] } });
    const token = await issueSessionToken(deps, tx, user.id);
    await recordAudit(
      tx,
      { action: 'register', actorId: user.id, subjectId: user.id, detail: { method: source } },
      origin,
    );
    return { token, profile: toProfile(user) };
  });
}
