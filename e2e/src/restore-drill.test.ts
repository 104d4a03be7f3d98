import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import {
  createScratchDatabase,
  startServer,
  type RunningServer,
  type ScratchDatabase,
} from '@ravan/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const baseUrl = process.env.DATABASE_URL;
const drill = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../deploy/restore-drill.sh',
);
const run = promisify(execFile);

async function runDrill(sourceUrl: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run(drill, [], {
      env: { ...process.env, SOURCE_DATABASE_URL: sourceUrl },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

// pg_dump and pg_restore need a PostgreSQL server; `.ci/run` sets DATABASE_URL.
describe.skipIf(!baseUrl)('deploy/restore-drill.sh', () => {
  let scratch: ScratchDatabase;
  let server: RunningServer;

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl, 'ravan_drill');
    server = await startServer({ env: { DATABASE_URL: scratch.url ?? '' } });
    // Money in the ledger: the demo client redeems the demo gift code ($25).
    const login = await fetch(`${server.baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'client@ravan.demo', password: 'ravan-demo-2026' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const redeemed = await fetch(`${server.baseUrl}/api/v1/user/giftcodes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: JSON.stringify({ code: 'GIFT-DEMO-25' }),
    });
    expect(redeemed.status).toBe(200);
    await server.stop();
  });

  afterAll(async () => {
    await server?.stop();
    await scratch?.drop();
  });

  it('restores a fresh dump into a scratch database with every row and a balanced ledger', async () => {
    const { code, output } = await runDrill(scratch.url!);
    expect(output).toContain('ok    public.users');
    expect(output).toContain('ok    every balance equals the sum of its entries');
    expect(output).toMatch(/ledger totals per currency match the source \(dollar 2500\)/);
    expect(output).toContain('restore drill passed');
    expect(code).toBe(0);
  });

  it('fails when the backup holds a ledger that does not balance', async () => {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      await client.query('UPDATE wallet_accounts SET balance_minor = balance_minor + 1');
    } finally {
      await client.end();
    }
    const { code, output } = await runDrill(scratch.url!);
    expect(output).toContain(
      'FAIL  every balance equals the sum of its entries: 1 accounts differ',
    );
    expect(code).toBe(1);
  });
});
