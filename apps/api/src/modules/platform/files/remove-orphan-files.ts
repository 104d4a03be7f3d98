import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../../app-deps';
import { STORAGE_KEY, filesDirectory, removeStoredFile } from './file-storage';
import { existingStorageKeys, listStorageKeys } from './stored-files.repository';

/** A file without a row is left this long: its upload's transaction may still be running. */
export const ORPHAN_FILE_AGE_MS = 60 * 60 * 1000;

async function namesIn(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    // No receipt was ever stored: nothing to tidy.
    if ((error as { code?: string } | null)?.code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Job: deletes receipts under DATA_DIR/files that no `stored_files` row names and that were last
 * written over an hour before `now` — left by an upload whose transaction never committed (the
 * process died between the upload and the rollback's cleanup) or whose row was deleted. Only
 * names of the form this module writes (a 32-hex storage key) are touched. Rows whose file is
 * missing are left alone and counted (`missing`, in the job's log line): that needs a person.
 *
 * Rows are read before the directory: a file is written before its row, so a row read here had
 * its file on disk before the listing. Each candidate is checked against the database once more
 * just before it is deleted. Safe in several processes at once (deleting a file twice is a
 * no-op). Answers the counts for the runner's log.
 */
export async function removeOrphanFiles(
  deps: AppDeps,
  now: Date,
): Promise<{ removed: number; missing: number }> {
  const db = deps.database.db;
  const rows = await listStorageKeys(db);
  const directory = filesDirectory(deps.config);
  const names = await namesIn(directory);

  const onDisk = new Set(names);
  const missing = rows.filter((row) => !onDisk.has(row.storageKey)).length;

  const known = new Set(rows.map((row) => row.storageKey));
  const cutoff = now.getTime() - ORPHAN_FILE_AGE_MS;
  const candidates: string[] = [];
  for (const name of names) {
    if (!STORAGE_KEY.test(name) || known.has(name)) continue;
    const stat = await lstat(path.join(directory, name)).catch(() => undefined);
    if (stat?.isFile() && stat.mtimeMs <= cutoff) candidates.push(name);
  }
  if (candidates.length === 0) return { removed: 0, missing };

  const claimed = await existingStorageKeys(db, candidates);
  let removed = 0;
  for (const name of candidates) {
    if (claimed.has(name)) continue;
    await removeStoredFile(deps.config, name);
    removed += 1;
  }
  return { removed, missing };
}
