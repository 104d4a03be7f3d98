import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
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

/** Every stored file's id and storage key (the orphan-file job compares them with the disk). */
export async function listStorageKeys(db: Executor): Promise<{ id: number; storageKey: string }[]> {
  return db.select({ id: storedFiles.id, storageKey: storedFiles.storageKey }).from(storedFiles);
}

/** Which of these storage keys have a row now. */
export async function existingStorageKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += 500) {
    const rows = await db
      .select({ storageKey: storedFiles.storageKey })
      .from(storedFiles)
      .where(inArray(storedFiles.storageKey, keys.slice(start, start + 500)));
    for (const row of rows) found.add(row.storageKey);
  }
  return found;
}
