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
