import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The new database's URL, or undefined when no server was given (the caller uses PGlite). */
  url: string | undefined;
  drop(): Promise<void>;
}

async function run(connectionString: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database on the PostgreSQL server at `serverUrl` (tests, benchmarks), dropped
 * by `drop()`. Without a server URL there is nothing to create: `url` is undefined.
 */
export async function createScratchDatabase(
  serverUrl: string | undefined,
  prefix = 'ravan_test',
): Promise<ScratchDatabase> {
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
