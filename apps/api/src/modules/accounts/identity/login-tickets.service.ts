import type { AuthSession } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { hashSecretToken, newSecretToken } from '../../../lib/secret-token';
import { recordAudit } from '../../platform/audit';
import type { Origin } from './auth.service';
import { insertLoginTicket, useLoginTicket } from './login-tickets.repository';
import { toProfile } from './profile.mapper';
import { issueSessionToken } from './session-tokens.service';
import { findUserById } from './users.repository';

export const LOGIN_TICKET_TTL_MS = 5 * 60_000;

/** A single-use ticket for a URL (social-login redirect, login link); only its hash is stored. */
export async function issueLoginTicket(
  deps: AppDeps,
  db: Executor,
  userId: number,
  source: 'google' | 'link' | 'telegram',
  ttlMs = LOGIN_TICKET_TTL_MS,
): Promise<string> {
  const ticket = newSecretToken();
  await insertLoginTicket(db, {
    userId,
    ticketHash: hashSecretToken(ticket),
    source,
    expiresAt: new Date(deps.clock.now().getTime() + ttlMs),
  });
  return ticket;
}

/** Trades a ticket for a session, once: concurrent redeems of one ticket get one session. */
export async function redeemLoginTicket(
  deps: AppDeps,
  ticket: string,
  origin: Origin,
): Promise<AuthSession> {
  return deps.database.db.transaction(async (tx) => {
    const used = await useLoginTicket(tx, hashSecretToken(ticket), deps.clock.now());
    if (!used) throw new AppError('login_link_invalid');
    const user = await findUserById(tx, used.userId);
    if (!user || user.disabledAt) throw new AppError('login_link_invalid');
    const token = await issueSessionToken(deps, tx, user.id);
    // Social sign-ins are audited where the provider was checked; a login link is audited here.
    if (used.source === 'link') {
      await recordAudit(
        tx,
        {
          action: 'login',
          actorId: user.id,
          subjectId: user.id,
          detail: { method: `ticket:${used.source}` },
        },
        origin,
      );
    }
    return { token, profile: toProfile(user) };
  });
}
