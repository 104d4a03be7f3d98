import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { users } from '../identity';

/** The account a Telegram id is linked to, if any. */
export async function findTelegramOwner(
  db: Executor,
  telegramId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.telegramId, telegramId))
    .limit(1);
  return row?.id;
}

/** Whether a database error is a unique-constraint violation (pg and PGlite, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
