import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { outboxMessages } from './outbox-messages.table';

export async function listOutboxFor(db: Executor, recipient: string, limit = 50) {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient.toLowerCase()))
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}

export type NewOutboxMessage = Omit<typeof outboxMessages.$inferInsert, 'id' | 'createdAt'>;

/** Keeps a message the built-in provider "sent"; the recipient is stored lower-case. */
export async function insertOutboxMessage(db: Executor, message: NewOutboxMessage): Promise<void> {
  await db
    .insert(outboxMessages)
    .values({ ...message, recipient: message.recipient.toLowerCase() });
}
