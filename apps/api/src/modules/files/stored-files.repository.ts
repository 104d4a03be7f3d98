import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { storedFiles } from './stored-files.table';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export async function insertStoredFile(
  db: Executor,
  values: typeof storedFiles.$inferInsert,
): Promise<StoredFileRow> {
  const [row] = await db.insert(storedFiles).values(values).returning();
  if (!row) throw new Error('stored file insert returned nothing');
  return row;
}

export async function findStoredFile(db: Executor, id: number): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}
