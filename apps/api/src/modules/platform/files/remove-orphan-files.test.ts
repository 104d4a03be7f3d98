import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bytes } from '../../../test/commerce-fixtures';
import { registerClient } from '../../../test/factories';
import { JOBS } from '../../../jobs';
import { saveReceiptUpload } from './file-storage';
import { ORPHAN_FILE_AGE_MS, removeOrphanFiles } from './remove-orphan-files';
import { insertStoredFile } from './stored-files.repository';
import { storedFiles } from './stored-files.table';

const NOW = new Date('2026-03-10T12:00:00Z');
const MINUTE = 60 * 1000;

let t: TestApp;
let dataDir: string;
let ownerId: number;
const clock = new ManualClock(NOW);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ravan-orphans-'));
  t = await buildTestApp({ clock, env: { DATA_DIR: dataDir } });
  ownerId = (await registerClient(t.app)).profile.id;
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const filesDir = () => path.join(dataDir, 'files');
const onDisk = (name: string) => existsSync(path.join(filesDir(), name));

/** A receipt written to disk the way an upload writes it, last modified `ageMs` before NOW. */
async function receiptOnDisk(ageMs: number): Promise<string> {
  const saved = await saveReceiptUpload(t.deps.config, Readable.from([bytes.png()]));
  age(saved.storageKey, ageMs);
  return saved.storageKey;
}

function age(name: string, ageMs: number) {
  const when = new Date(NOW.getTime() - ageMs);
  utimesSync(path.join(filesDir(), name), when, when);
}

async function rowFor(storageKey: string) {
  return insertStoredFile(t.deps.database.db, {
    ownerId,
    purpose: 'payment_receipt',
    storageKey,
    mime: 'image/png',
    sizeBytes: 72,
    sha256: '0'.repeat(64),
  });
}

describe('removeOrphanFiles (job)', () => {
  it('does nothing before any receipt was stored (no files folder yet)', async () => {
    expect(existsSync(filesDir())).toBe(false);
    expect(await removeOrphanFiles(t.deps, NOW)).toEqual({ removed: 0, missing: 0 });
  });

  it('deletes files over an hour old that no row names, and nothing else', async () => {
    // Upload stored, transaction never committed (or the row deleted since): an orphan.
    const orphan = await receiptOnDisk(ORPHAN_FILE_AGE_MS + MINUTE);
    const exactlyAnHour = await receiptOnDisk(ORPHAN_FILE_AGE_MS);
    // Its transaction may still be running: too young to judge.
    const young = await receiptOnDisk(ORPHAN_FILE_AGE_MS - MINUTE);
    // A committed receipt, however old, stays.
    const kept = await receiptOnDisk(48 * 60 * MINUTE);
    await rowFor(kept);
    // Names this module never writes are not its to delete.
    mkdirSync(filesDir(), { recursive: true });
    writeFileSync(path.join(filesDir(), 'notes.txt'), 'not a receipt');
    age('notes.txt', 48 * 60 * MINUTE);
    const folder = 'a'.repeat(32);
    mkdirSync(path.join(filesDir(), folder));
    age(folder, 48 * 60 * MINUTE);

    expect(await removeOrphanFiles(t.deps, NOW)).toEqual({ removed: 2, missing: 0 });
    expect(onDisk(orphan)).toBe(false);
    expect(onDisk(exactlyAnHour)).toBe(false);
    expect(onDisk(young)).toBe(true);
    expect(onDisk(kept)).toBe(true);
    expect(onDisk('notes.txt')).toBe(true);
    expect(onDisk(folder)).toBe(true);

    // Once it is over an hour old, the young one goes too; a second run finds nothing more.
    expect(await removeOrphanFiles(t.deps, new Date(NOW.getTime() + 2 * MINUTE))).toEqual({
      removed: 1,
      missing: 0,
    });
    expect(onDisk(young)).toBe(false);
    expect(await removeOrphanFiles(t.deps, NOW)).toEqual({ removed: 0, missing: 0 });
    expect(onDisk(kept)).toBe(true);
  });

  it('leaves a row whose file is missing alone, and counts it for the log', async () => {
    const lost = await receiptOnDisk(48 * 60 * MINUTE);
    const row = await rowFor(lost);
    rmSync(path.join(filesDir(), lost));

    const counts = await removeOrphanFiles(t.deps, NOW);
    expect(counts).toEqual({ removed: 0, missing: 1 });
    const [still] = await t.deps.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row.id));
    expect(still?.storageKey).toBe(lost);
    await t.deps.database.db.delete(storedFiles).where(eq(storedFiles.id, row.id));
  });

  it('runs every minute with the other jobs, on the app’s clock', async () => {
    const job = JOBS.find((candidate) => candidate.name === 'remove-orphan-files');
    expect(job).toBeDefined();
    const orphan = await receiptOnDisk(ORPHAN_FILE_AGE_MS + MINUTE);
    clock.set(new Date(NOW.getTime() - 2 * MINUTE)); // then it was only 59 minutes old
    expect(await job!.run(t.deps, {})).toEqual({ removed: 0, missing: 0 });
    expect(onDisk(orphan)).toBe(true);
    clock.set(NOW);
    expect(await job!.run(t.deps, {})).toEqual({ removed: 1, missing: 0 });
    expect(onDisk(orphan)).toBe(false);
  });
});
