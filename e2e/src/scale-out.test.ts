import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  createScratchDatabase,
  startServer,
  type RunningServer,
  type ScratchDatabase,
} from '@ravan/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const baseUrl = process.env.DATABASE_URL;

// Two instances need a shared PostgreSQL; PGlite is one process's own. `.ci/run` sets DATABASE_URL.
describe.skipIf(!baseUrl)('two API processes on one PostgreSQL database', () => {
  let scratch: ScratchDatabase;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl, 'ravan_scale');
    const env = { DATABASE_URL: scratch.url ?? '' };
    // Started together: migrations and the demo seed must run once, under the startup lock.
    [a, b] = await Promise.all([startServer({ env }), startServer({ env })]);
  });

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await scratch?.drop();
  });

  it('serves the same users: a token made on one works on the other, and logout on one ends it on both', async () => {
    expect(a.database).toBe('postgres');
    expect(b.database).toBe('postgres');
    const email = `scale-${randomBytes(4).toString('hex')}@example.com`;
    const registered = await fetch(`${a.baseUrl}/api/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'shared-database-pw',
        password_confirmation: 'shared-database-pw',
        firstname: 'Dara',
        lastname: 'Two',
        terms: true,
      }),
    });
    expect(registered.status).toBe(201);
    const { data } = (await registered.json()) as { data: { token: string } };
    const auth = { authorization: `Bearer ${data.token}` };

    const onB = await fetch(`${b.baseUrl}/api/v1/user/profile`, { headers: auth });
    expect(onB.status).toBe(200);
    expect(
      ((await onB.json()) as { data: { profile: { email: string } } }).data.profile.email,
    ).toBe(email);

    const loginOnB = await fetch(`${b.baseUrl}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'shared-database-pw' }),
    });
    expect(loginOnB.status).toBe(200);

    expect(
      (await fetch(`${b.baseUrl}/api/v1/logout`, { method: 'POST', headers: auth })).status,
    ).toBe(200);
    expect((await fetch(`${a.baseUrl}/api/v1/checkLogin`, { headers: auth })).status).toBe(401);
  });

  it('seeded the demo data exactly once', async () => {
    const platforms = await fetch(`${a.baseUrl}/api/v1/platformInfo`);
    expect(platforms.status).toBe(200);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ count: string }>(
        "select count(*) from users where email = 'client@ravan.demo'",
      );
      expect(rows[0]?.count).toBe('1');
    } finally {
      await client.end();
    }
  });
});
