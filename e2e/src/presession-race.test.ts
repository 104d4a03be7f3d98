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
const CLIENTS = 30;

interface Answer {
  status: number;
  body: { code?: string; message?: string; data?: unknown };
}

async function call(
  server: RunningServer,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string; ip?: string; lang?: string } = {},
): Promise<Answer> {
  const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
    method,
    headers: {
      'accept-language': options.lang ?? 'en',
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      // Each simulated client comes from its own address (the servers trust 127.0.0.1 as a proxy).
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
    },
    ...(method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function registerClient(server: RunningServer, index: number): Promise<string> {
  const answer = await call(server, 'POST', '/register', {
    ip: `10.8.${Math.floor(index / 200)}.${(index % 200) + 1}`,
    body: {
      email: `hold-${index}-${randomBytes(3).toString('hex')}@example.com`,
      password: 'race-for-one-hold',
      password_confirmation: 'race-for-one-hold',
      firstname: 'Hold',
      lastname: `Client ${index}`,
      terms: true,
    },
  });
  if (answer.status !== 201) throw new Error(`register answered ${answer.status}`);
  return (answer.body.data as { token: string }).token;
}

const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

// Two processes need a shared PostgreSQL; PGlite belongs to one process. `.ci/run` sets DATABASE_URL.
describe.skipIf(!baseUrl)(
  `${CLIENTS} clients reserve one evaluation slot through two API processes`,
  () => {
    let scratch: ScratchDatabase;
    let servers: RunningServer[] = [];

    beforeAll(async () => {
      scratch = await createScratchDatabase(baseUrl, 'ravan_hold_race');
      const env = {
        DATABASE_URL: scratch.url ?? '',
        TRUST_PROXY: '127.0.0.1',
        JOBS_ENABLED: 'false',
        DEV_CLOCK: 'true',
      };
      servers = await Promise.all([startServer({ env }), startServer({ env })]);
    });

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.stop()));
      await scratch?.drop();
    });

    it('holds for exactly one; 29 hear slot_taken; the hold frees the slot after its minutes', async () => {
      const [a, b] = servers as [RunningServer, RunningServer];
      const serverOf = (index: number) => (index % 2 === 0 ? a : b);
      const tokens: string[] = [];
      // Registration hashes passwords (argon2id): a few at a time keeps the set-up quick and fair.
      for (let start = 0; start < CLIENTS; start += 10) {
        const batch = Array.from({ length: Math.min(10, CLIENTS - start) }, (_, offset) =>
          registerClient(serverOf(start + offset), start + offset),
        );
        tokens.push(...(await Promise.all(batch)));
      }

      const today = new Date();
      const window = `from=${isoDay(today)}&to=${isoDay(new Date(today.getTime() + 13 * 86_400_000))}&tz=UTC`;
      const times = await call(a, 'GET', `/user/presession/get-empty-time?${window}`, {
        token: tokens[0],
      });
      expect(times.status).toBe(200);
      const slots = times.body.data as { start: string; evaluator_id: number }[];
      const target = slots[0]!;
      expect(target).toBeDefined();

      const answers = await Promise.all(
        tokens.map((token, index) =>
          call(serverOf(index), 'POST', '/user/presession/reserve-time', {
            token,
            lang: index % 3 === 0 ? 'fa' : 'en',
            body: { start: target.start, evaluator_id: target.evaluator_id },
          }),
        ),
      );
      const held = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(held).toHaveLength(1);
      expect(refused).toHaveLength(CLIENTS - 1);
      expect(new Set(refused.map((answer) => answer.body.code))).toEqual(new Set(['slot_taken']));
      answers.forEach((answer, index) => {
        if (answer.status !== 409) return;
        if (index % 3 === 0) expect(answer.body.message).toMatch(/[\u0600-\u06FF]/);
        else
          expect(answer.body.message).toBe(
            'This slot is no longer available; please choose another time.',
          );
      });
      const winner = answers.indexOf(held[0]!);
      const loser = winner === 0 ? 1 : 0;

      const client = new pg.Client({ connectionString: scratch.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ count: string }>(
          `select count(*) from evaluation_holds where therapist_id = $1 and starts_at = $2 and state = 'held'`,
          [target.evaluator_id, target.start],
        );
        expect(rows[0]?.count).toBe('1');
      } finally {
        await client.end();
      }

      // Held: gone for everyone else, on both processes.
      for (const server of [a, b]) {
        const seen = await call(server, 'GET', `/user/presession/get-empty-time?${window}`, {
          token: tokens[loser],
        });
        const starts = (seen.body.data as { start: string }[]).map((slot) => slot.start);
        expect(starts).not.toContain(target.start);
      }

      // Nobody confirms: after PRESESSION_HOLD_MINUTES (10) by the app's clock the slot is free.
      for (const server of [a, b]) {
        const moved = await call(server, 'POST', '/dev/clock', { body: { advance_minutes: 11 } });
        expect(moved.status).toBe(200);
      }
      const freed = await call(serverOf(loser), 'POST', '/user/presession/reserve-time', {
        token: tokens[loser],
        body: { start: target.start, evaluator_id: target.evaluator_id },
      });
      expect(freed.status).toBe(200);
      const booked = await call(serverOf(loser), 'POST', '/user/presession/set-session', {
        token: tokens[loser],
        body: {
          hold_id: (freed.body.data as { hold_id: number }).hold_id,
          tz: 'Asia/Tehran',
          cel: '+989121234567',
        },
      });
      expect(booked.status).toBe(201);
      // The first holder's hold was taken over: it can no longer be booked.
      const late = await call(serverOf(winner), 'POST', '/user/presession/set-session', {
        token: tokens[winner],
        body: {
          hold_id: (held[0]!.body.data as { hold_id: number }).hold_id,
          tz: 'Asia/Tehran',
          cel: '+989121234567',
        },
      });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe('slot_taken');
    });
  },
);
