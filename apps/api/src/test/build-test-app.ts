import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { buildAppDeps, type AppDeps } from '../app-deps';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { systemClock, type Clock } from '../lib/clock';
import { createTestDatabaseUrl } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  close(): Promise<void>;
}

/**
 * A real app on a real, freshly migrated and seeded database; requests go through app.inject.
 * `sharingDatabaseOf` builds a second instance on another app's PostgreSQL database (as two
 * API processes behind one load balancer); that database is dropped by its owner only.
 */
export async function buildTestApp(
  options: {
    clock?: Clock;
    env?: Record<string, string>;
    /** Fakes for external providers (gateways, messages, meeting links); the rest as configured. */
    providers?: Parameters<typeof buildAppDeps>[1];
    sharingDatabaseOf?: TestApp;
    /** Write log lines here (JSON) instead of dropping them: tests read what would be logged. */
    logStream?: NodeJS.WritableStream;
  } = {},
): Promise<TestApp> {
  const shared = options.sharingDatabaseOf?.deps.config.databaseUrl;
  if (options.sharingDatabaseOf && !shared) throw new Error('only a PostgreSQL database is shared');
  const testDb = shared
    ? { url: shared, drop: async () => undefined }
    : await createTestDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // app.inject's requests come to localhost:80; without PUBLIC_URL, links point where the
    // process listens (lib/public-url.ts), so the app "listens" there too.
    PORT: '80',
    ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
    ...options.env,
  });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: 'memory://',
    poolSize: 20,
  });
  const deps = buildAppDeps(
    { config, database, clock: options.clock ?? systemClock },
    options.providers,
  );
  const { logStream } = options;
  const app = await buildApp(deps, {
    serveWeb: false,
    ...(logStream ? { logStream } : { logger: false }),
  });
  await prepareDatabase(deps, app.log);
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await database.close();
      await testDb.drop();
    },
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}
