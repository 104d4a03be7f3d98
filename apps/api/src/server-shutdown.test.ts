import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabaseUrl } from './test/test-database';

/*
 * The real server process (server.ts through tsx) on a fresh database: a request is in flight
 * (its body half sent) when SIGTERM comes. It must get a complete answer, a new connection must be
 * refused, and the process must exit 0 within 15 s.
 */
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN = 'shutdown-test-metrics-token-0001';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let server: ChildProcess;
let output = '';
let port: number;
let drop: () => Promise<void>;

const waitFor = async (
  check: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
) => {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

beforeAll(async () => {
  const database = await createTestDatabaseUrl();
  drop = database.drop;
  port = await freePort();
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      METRICS_TOKEN: TOKEN,
      DATA_DIR: path.join(os.tmpdir(), `ravan-shutdown-${process.pid}`),
      ...(database.url ? { DATABASE_URL: database.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitFor(() => output.includes('Ravan is up'), 90_000, 'the server to start');
}, 120_000);

afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await drop();
});

/** Requests being answered now, read from /metrics (the scrape itself is one of them). */
async function inFlight(): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const line = (await answer.text())
    .split('\n')
    .find((l) => l.startsWith('http_requests_in_flight '));
  return Number(line?.split(' ')[1]);
}

/** A fresh connection's fate: the status it is answered with, or the network error. */
async function newRequest(): Promise<string> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/healthz`);
    return String(answer.status);
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? 'failed';
  }
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the request in flight, refuses new ones and exits 0', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const half = Math.floor(body.length / 2);
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      `POST /api/v1/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, half)}`,
    );
    // The login request has been taken (its onRequest ran): it and the scrape are in flight.
    await waitFor(async () => (await inFlight()) >= 2, 10_000, 'the request to be in flight');

    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    const signalledAt = Date.now();
    server.kill('SIGTERM');
    await waitFor(() => output.includes('shutting down'), 10_000, 'the shutdown to begin');
    const refused = await newRequest();
    expect(['ECONNREFUSED', 'ECONNRESET', '503']).toContain(refused);

    socket.write(body.slice(half));
    await ended;
    const [head = '', payload = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 401 /);
    expect(JSON.parse(payload)).toMatchObject({ code: expect.any(String) });

    expect(await exited, output.slice(-3000)).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
  }, 60_000);
});
