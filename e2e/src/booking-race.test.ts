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
const CLIENTS = 50;

interface Answer {
  status: number;
  body: { code?: string; data?: Record<string, unknown> };
}

async function call(
  server: RunningServer,
  path: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      // Each simulated client comes from its own address (the servers trust 127.0.0.1 as a proxy).
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    body: JSON.stringify(options.body ?? {}),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function registerClient(server: RunningServer, index: number): Promise<string> {
  const answer = await call(server, '/register', {
    ip: `10.9.${Math.floor(index / 200)}.${(index % 200) + 1}`,
    body: {
      email: `race-${index}-${randomBytes(3).toString('hex')}@example.com`,
      password: 'race-for-one-slot',
      password_confirmation: 'race-for-one-slot',
      firstname: 'Race',
      lastname: `Client ${index}`,
      terms: true,
    },
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
  return (answer.body.data as { token: string }).token;
}

// Two processes need a shared PostgreSQL; PGlite belongs to one process. `.ci/run` sets DATABASE_URL.
describe.skipIf(!baseUrl)('50 clients race for one slot through two API processes', () => {
  let scratch: ScratchDatabase;
  let servers: RunningServer[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(baseUrl, 'ravan_race');
    const env = {
      DATABASE_URL: scratch.url ?? '',
      TRUST_PROXY: '127.0.0.1',
      JOBS_ENABLED: 'false',
    };
    servers = await Promise.all([startServer({ env }), startServer({ env })]);
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch?.drop();
  });

  it('books exactly one; the others are told the slot is gone; no two sessions overlap', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const tokens: string[] = [];
    // Registration hashes passwords (argon2id): a few at a time keeps the set-up quick and fair.
    for (let start = 0; start < CLIENTS; start += 10) {
      const batch = Array.from({ length: Math.min(10, CLIENTS - start) }, (_, offset) =>
        registerClient(offset % 2 === 0 ? a : b, start + offset),
      );
      tokens.push(...(await Promise.all(batch)));
    }

    const times = await call(a, '/user/sessions/triage-times', { token: tokens[0], body: {} });
    expect(times.status).toBe(200);
    const slots = (times.body.data as { slots: { start: string; evaluator_id: number }[] }).slots;
    const target = slots[0];
    expect(target).toBeDefined();

    const answers = await Promise.all(
      tokens.map((token, index) =>
        call(index % 2 === 0 ? a : b, '/user/sessions/triage-request', {
          token,
          body: { start: target!.start, evaluator_id: target!.evaluator_id },
        }),
      ),
    );
    const booked = answers.filter((answer) => answer.status === 201);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(booked).toHaveLength(1);
    expect(refused).toHaveLength(CLIENTS - 1);
    expect(new Set(refused.map((answer) => answer.body.code))).toEqual(new Set(['slot_taken']));

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      const { rows: atSlot } = await client.query<{ count: string }>(
        `select count(*) from sessions where therapist_id = $1 and starts_at = $2 and state = 'scheduled'`,
        [target!.evaluator_id, target!.start],
      );
      expect(atSlot[0]?.count).toBe('1');
      const { rows: overlaps } = await client.query<{ count: string }>(
        `select count(*) from sessions x join sessions y
           on x.therapist_id = y.therapist_id and x.id < y.id
          and x.state = 'scheduled' and y.state = 'scheduled'
          and tstzrange(x.starts_at, x.ends_at) && tstzrange(y.starts_at, y.ends_at)`,
      );
      expect(overlaps[0]?.count).toBe('0');
    } finally {
      await client.end();
    }
  });
});
