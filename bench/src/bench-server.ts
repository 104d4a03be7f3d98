import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, startServer, type RunningServer } from '@ravan/testkit';
import { prepareBookedTherapist } from './booked-therapist';
import { prepareManyTherapists, SUGGESTION_POOL } from './many-therapists';

/**
 * The server under test on a fresh database: a scratch database on PostgreSQL with
 * DATABASE_URL, else PGlite in a temporary folder. A first start migrates and seeds it; with the
 * server stopped, the doctor-times bookings are written; then the server starts again on it.
 * `stop` also removes the database and the folder.
 */
export async function startBenchServer(
  progress: (message: string) => void,
): Promise<{ server: RunningServer; stop(): Promise<void> }> {
  const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'ravan_bench');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ravan-bench-'));
  const options = { dataDir, env: { DATABASE_URL: scratch.url ?? '' } };
  const cleanUp = async () => {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    progress('starting apps/api/dist/server.js once to migrate and seed a fresh database');
    await (await startServer(options)).stop();
    progress('booking 200 sessions of one therapist directly in the database');
    await prepareBookedTherapist({ databaseUrl: scratch.url, dataDir, now: new Date() });
    progress(`adding therapists until ${SUGGESTION_POOL} can be suggested`);
    await prepareManyTherapists({ databaseUrl: scratch.url, dataDir });
    progress('starting apps/api/dist/server.js on it');
    const server = await startServer(options);
    return {
      server,
      stop: async () => {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
