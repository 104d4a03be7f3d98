import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../lib/clock';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { randomIp } from '../../../test/factories';

/**
 * `@fastify/rate-limit` counts in PostgreSQL: two API instances on one database share each
 * route's limit (the default store counts per process, so two would allow twice the limit).
 */
const clock = new ManualClock(new Date());
let first: TestApp;
let second: TestApp | undefined;
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  first = await buildTestApp({ clock });
  if (onPostgres) second = await buildTestApp({ clock, sharingDatabaseOf: first });
});
afterAll(async () => {
  await second?.close();
  await first.close();
});

// The sandbox gateway's return: rate limited per caller address (an unknown reference is 404).
// The gateway return's limit: 60 a minute (commerce/payments/rate-limits.ts).
const LIMIT = 60;
const callback = (t: TestApp, address: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/payments/sandbox/callback?ref=sbx_unknown&status=approved',
    remoteAddress: address,
    headers: { 'accept-language': 'en' },
  });

describe('rate limits shared through the database', () => {
  it.skipIf(!onPostgres)(
    'two instances, 100 requests at once from one address: exactly the limit gets through',
    async () => {
      const address = randomIp();
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) => callback(i % 2 === 0 ? first : second!, address)),
      );
      const limited = answers.filter((a) => a.statusCode === 429);
      expect(answers.length - limited.length).toBe(LIMIT);
      expect(json<{ code: string }>(limited[0]!).code).toBe('too_many_requests');
      // Both instances now refuse this address, and neither refuses another.
      expect((await callback(first, address)).statusCode).toBe(429);
      expect((await callback(second!, address)).statusCode).toBe(429);
      expect((await callback(second!, randomIp())).statusCode).not.toBe(429);
    },
  );

  it('a new window starts when the last one has passed', async () => {
    const address = randomIp();
    for (let i = 0; i < LIMIT; i += 1)
      expect((await callback(first, address)).statusCode).not.toBe(429);
    const limited = await callback(first, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    clock.advance(60_000);
    expect((await callback(first, address)).statusCode).not.toBe(429);
    clock.set(new Date());
  });
});
