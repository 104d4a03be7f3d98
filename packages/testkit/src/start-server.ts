import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

export interface RunningServer {
  baseUrl: string;
  port: number;
  /** What /readyz reports: "pglite" (embedded) or "postgres" (DATABASE_URL). */
  database: string;
  /** The last lines the server printed (start-up banner, warnings). */
  output(): string;
  /** SIGTERM, wait for exit (SIGKILL after a grace period), delete the data folder. Idempotent. */
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment (e.g. DATABASE_URL to share one PostgreSQL between instances). */
  env?: Record<string, string | undefined>;
  /** Keep the data folder of an earlier instance (restart tests); default: a fresh temp folder. */
  dataDir?: string;
  readyTimeoutMs?: number;
}

export const REPO_ROOT = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
);
const STOP_GRACE_MS = 15_000;
const OUTPUT_LINES_KEPT = 60;

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function captureOutput(child: ChildProcess): () => string {
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => lines.join('\n');
}

async function waitUntilReady(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child))
      throw new Error(
        `the server exited (code ${child.exitCode}) before it was ready:\n${output()}`,
      );
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200)
        return ((await response.json()) as { database?: string }).database ?? 'unknown';
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s:\n${output()}`);
}

async function terminate(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killTimer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(killTimer);
}

/**
 * Starts the built product (apps/api/dist/server.js, serving apps/web/dist) on a free loopback
 * port with the demo seed, and resolves once /readyz answers 200. Uses the embedded database
 * unless DATABASE_URL is in `options.env` (or, failing that, the environment).
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const entry = path.join(REPO_ROOT, 'apps', 'api', 'dist', 'server.js');
  if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run "npm run build" first`);
  const port = await freePort();
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), 'ravan-')));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ...options.env,
  };
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      await terminate(child);
      process.removeListener('exit', killOnExit);
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    })());

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const database = await waitUntilReady(baseUrl, child, output, options.readyTimeoutMs ?? 60_000);
    return { baseUrl, port, database, output, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
