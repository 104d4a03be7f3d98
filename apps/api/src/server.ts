import { buildApp } from './app';
import { buildAppDeps, type AppDeps } from './app-deps';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { OffsetClock, systemClock } from './lib/clock';
import { serializeError } from './lib/log-redaction';
import { siteUrl } from './lib/public-url';
import { startJobs } from './modules/platform/jobs';
import { JOBS } from './jobs';
import path from 'node:path';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.dbPoolSize,
  });
  const deps: AppDeps = buildAppDeps({
    config,
    database,
    clock: config.devClock ? new OffsetClock() : systemClock,
  });
  const app = await buildApp(deps);
  const seeded = await prepareDatabase(deps, app.log);
  let jobs: { stop(): Promise<void> } | undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 12 s; exiting');
      process.exit(1);
    }, 12_000);
    force.unref();
    try {
      // At once: the listener closes (new connections are refused, a request arriving on an open
      // one gets 503) while the requests in flight finish, and the jobs stop between batches —
      // a run in flight ends its batch, so no claimed reminder is left unsent. Then the database.
      await Promise.all([app.close(), jobs?.stop()]);
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // Reminders and the fixed-slot release rule; off with JOBS_ENABLED=false (e.g. web-only nodes).
  if (config.jobsEnabled && !closing)
    jobs = startJobs(deps, JOBS, app.log.child({ module: 'jobs' }));
  const url = siteUrl(config);
  app.log.info({ url, database: database.kind }, 'Ravan is up');
  printBanner(url, database.kind, seeded, config.apiDocs);
}

function printBanner(
  url: string,
  database: string,
  seeded: { demoLogins: { role: string; email: string; password: string }[] },
  apiDocs: boolean,
) {
  const lines = [
    '',
    `  Ravan is running at ${url}/fa  (English: ${url}/en; sign in at ${url}/fa/login)`,
    `  Database: ${database === 'pglite' ? 'embedded PGlite (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (apiDocs) lines.push(`  API docs: ${url}/api/docs`);
  if (seeded.demoLogins.length > 0) {
    lines.push('  Demo logins:');
    for (const login of seeded.demoLogins)
      lines.push(`    ${login.role.padEnd(10)} ${login.email}  /  ${login.password}`);
  }
  lines.push('');
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  // A configuration error is written for the operator; anything else (a failed migration or
  // seed) goes through the log serializer, so no query value reaches the output.
  const isConfig = error instanceof Error && error.message.startsWith('Invalid configuration:');
  process.stderr.write(
    `Ravan failed to start: ${isConfig ? error.message : JSON.stringify(serializeError(error))}\n`,
  );
  process.exit(1);
});
