import type { AppDeps } from '../../../app-deps';
import type { Executor } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import { hashSecretToken, newSecretToken } from '../../../lib/secret-token';
import { findLiveToken, insertAuthToken, revokeToken } from './auth-tokens.repository';
import type { UserRow } from './users.table';

export const SESSION_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type SessionContext = AuthContext<UserRow>;

/** Creates a bearer token for a user; the plain token is returned once and never stored. */
export async function issueSessionToken(
  deps: AppDeps,
  db: Executor,
  userId: number,
): Promise<string> {
  const token = newSecretToken();
  const expiresAt = new Date(deps.clock.now().getTime() + SESSION_TOKEN_TTL_MS);
  await insertAuthToken(db, { userId, tokenHash: hashSecretToken(token), expiresAt });
  return token;
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

/** The session behind an `Authorization: Bearer …` header, if it is live. */
export async function authenticateBearer(
  deps: AppDeps,
  header: string | undefined,
): Promise<SessionContext | undefined> {
  const match = header ? BEARER.exec(header.trim()) : null;
  if (!match?.[1]) return undefined;
  return findLiveToken(deps.database.db, hashSecretToken(match[1]), deps.clock.now());
}

export async function revokeSessionToken(deps: AppDeps, tokenId: number): Promise<void> {
  await revokeToken(deps.database.db, tokenId);
}
