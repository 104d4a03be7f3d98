import type { AuthSession } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../platform/audit';
import type { Origin } from './auth.service';
import { newInviteCode } from './invite-code';
import { toProfile } from './profile.mapper';
import { issueSessionToken } from './session-tokens.service';
import {
  findUserByCel,
  findUserByEmail,
  findUserByFirebaseUid,
  findUserByGoogleSub,
  insertUser,
  linkLoginProvider,
  type NewUser,
} from './users.repository';
import type { UserRow } from './users.table';

/** What proved who the person is: a verified email, a verified phone, or a provider's id. */
export type VerifiedIdentity =
  | { kind: 'email'; email: string; firstname?: string | null; lastname?: string | null }
  | { kind: 'phone'; cel: string }
  | {
      kind: 'google';
      sub: string;
      email: string | null;
      emailVerified: boolean;
      firstname?: string | null;
      lastname?: string | null;
    }
  | {
      kind: 'firebase';
      uid: string;
      email: string | null;
      emailVerified: boolean;
      cel: string | null;
    };

async function findByIdentity(
  db: Executor,
  identity: VerifiedIdentity,
): Promise<UserRow | undefined> {
  switch (identity.kind) {
    case 'email':
      return findUserByEmail(db, identity.email);
    case 'phone':
      return findUserByCel(db, identity.cel);
    case 'google':
      return (
        (await findUserByGoogleSub(db, identity.sub)) ??
        // A verified Google email may claim the account that already uses that email.
        (identity.email && identity.emailVerified
          ? await findUserByEmail(db, identity.email)
          : undefined)
      );
    case 'firebase':
      return (
        (await findUserByFirebaseUid(db, identity.uid)) ??
        (identity.email && identity.emailVerified
          ? await findUserByEmail(db, identity.email)
          : undefined) ??
        (identity.cel ? await findUserByCel(db, identity.cel) : undefined)
      );
  }
}

function providerColumns(identity: VerifiedIdentity): Partial<NewUser> {
  if (identity.kind === 'google') return { googleSub: identity.sub };
  if (identity.kind === 'firebase') return { firebaseUid: identity.uid };
  return {};
}

/**
 * The account a verified identity belongs to — created (without a password) when there is none.
 * Runs inside the caller's transaction.
 */
export async function findOrCreateAccount(
  db: Executor,
  identity: VerifiedIdentity,
  origin: Origin,
): Promise<{ user: UserRow; isNew: boolean }> {
  const existing = await findByIdentity(db, identity);
  if (existing) {
    const link = providerColumns(identity);
    if (Object.keys(link).length > 0) {
      const updated = await linkLoginProvider(db, existing.id, link);
      return { user: updated ?? existing, isNew: false };
    }
    return { user: existing, isNew: false };
  }
  const email =
    identity.kind === 'email'
      ? identity.email
      : (identity.kind === 'google' || identity.kind === 'firebase') && identity.emailVerified
        ? identity.email
        : null;
  const created = await insertUser(db, {
    platformId: origin.platformId,
    email,
    cel:
      identity.kind === 'phone' ? identity.cel : identity.kind === 'firebase' ? identity.cel : null,
    firstname: 'firstname' in identity ? (identity.firstname ?? null) : null,
    lastname: 'lastname' in identity ? (identity.lastname ?? null) : null,
    locale: origin.locale,
    inviteCode: newInviteCode(),
    ...providerColumns(identity),
  });
  if (!created) {
    // Someone created the same account a moment ago (same email): use theirs.
    const raced = await findByIdentity(db, identity);
    // The address belongs to a disabled account: it cannot sign in, whatever proved the address.
    if (!raced) throw new AppError('forbidden');
    return { user: raced, isNew: false };
  }
  await recordAudit(
    db,
    {
      action: 'register',
      actorId: created.id,
      subjectId: created.id,
      detail: { method: identity.kind },
    },
    origin,
  );
  return { user: created, isNew: true };
}

/** Logs a verified identity in (signing it up if new): a session token, audited. */
export async function signInVerified(
  deps: AppDeps,
  identity: VerifiedIdentity,
  origin: Origin,
  method: string,
): Promise<AuthSession> {
  return deps.database.db.transaction(async (tx) => {
    const { user } = await findOrCreateAccount(tx, identity, origin);
    if (user.disabledAt) throw new AppError('forbidden');
    const token = await issueSessionToken(deps, tx, user.id);
    await recordAudit(
      tx,
      { action: 'login', actorId: user.id, subjectId: user.id, detail: { method } },
      origin,
    );
    return { token, profile: toProfile(user) };
  });
}
