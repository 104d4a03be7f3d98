import { createScratchDatabase, type ScratchDatabase } from '@ravan/testkit';

/**
 * With DATABASE_URL set, every test file gets its own fresh database on that server (created
 * here, dropped at the end); without it, an in-memory PGlite.
 */
export function createTestDatabaseUrl(): Promise<ScratchDatabase> {
  return createScratchDatabase(process.env.DATABASE_URL);
}
