import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { passwordResetTokens } from './password-reset-tokens.table';

export async function insertResetToken(
  db: Executor,
  row: typeof passwordResetTokens.$inferInsert,
): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/** Marks a live, unused token used in one statement; answers whose it was, else undefined. */
export async function useResetToken(
  tx: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ userId: number } | undefined> {
  const [used] = await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return used;
}

/** Every outstanding link of the account dies (the password they were for is gone). */
export async function retireResetTokensOf(tx: Executor, userId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
