import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users, type UserRow } from './users.table';
import { authTokens } from './auth-tokens.table';

export async function insertAuthToken(
  db: Executor,
  values: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<number> {
  const [row] = await db.insert(authTokens).values(values).returning({ id: authTokens.id });
  if (!row) throw new Error('token insert returned nothing');
  return row.id;
}

/** The live token with this hash and its (enabled) user. */
export async function findLiveToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ tokenId: number; user: UserRow } | undefined> {
  const [row] = await db
    .select({ tokenId: authTokens.id, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, now),
        isNull(users.disabledAt),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeToken(db: Executor, tokenId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/** Revokes every live token of a user, except (optionally) the one in use. */
export async function revokeUserTokens(
  db: Executor,
  userId: number,
  exceptTokenId?: number,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(authTokens.id, exceptTokenId),
      ),
    );
}
