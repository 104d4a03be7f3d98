import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { emailVerificationTokens } from './email-verification-tokens.table';
import { users } from './users.table';

export async function insertVerificationToken(
  db: Executor,
  row: typeof emailVerificationTokens.$inferInsert,
): Promise<void> {
  await db.insert(emailVerificationTokens).values(row);
}

/** Marks a live, unused token used in one statement; answers whose it was and for which address. */
export async function useVerificationToken(
  tx: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number; email: string } | undefined> {
  const [used] = await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerificationTokens.tokenHash, tokenHash),
        isNull(emailVerificationTokens.usedAt),
        gt(emailVerificationTokens.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerificationTokens.userId, email: emailVerificationTokens.email });
  return used;
}

/** Sets the account verified only while its address is still the one the link was sent to. */
export async function markEmailVerified(
  tx: Executor,
  userId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), sql`lower(${users.email}) = lower(${email})`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The account's other outstanding links die once one of them has worked. */
export async function retireVerificationTokensOf(
  tx: Executor,
  userId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(emailVerificationTokens)
    .set({ usedAt: now })
    .where(and(eq(emailVerificationTokens.userId, userId), isNull(emailVerificationTokens.usedAt)));
}
