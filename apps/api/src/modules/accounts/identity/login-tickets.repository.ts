import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { loginTickets } from './login-tickets.table';

export async function insertLoginTicket(
  db: Executor,
  row: typeof loginTickets.$inferInsert,
): Promise<void> {
  await db.insert(loginTickets).values(row);
}

/**
 * Marks a live, unused ticket used in one statement and answers whose it was; undefined when it
 * is unknown, used or expired (so two concurrent redeems get one answer between them).
 */
export async function useLoginTicket(
  tx: Executor,
  ticketHash: string,
  now: Date,
): Promise<Pick<typeof loginTickets.$inferSelect, 'userId' | 'source'> | undefined> {
  const [used] = await tx
    .update(loginTickets)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginTickets.ticketHash, ticketHash),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, now),
      ),
    )
    .returning({ userId: loginTickets.userId, source: loginTickets.source });
  return used;
}
