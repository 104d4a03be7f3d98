import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type Job } from '../modules/platform/jobs';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { randomIp, registrationBody } from '../test/factories';
import { requestIdOf, serializeError } from './log-redaction';

/** A value no log line may ever carry; planted in a query that fails. */
const PLANTED = 'planted-d4c1a9-personal';

let t: TestApp;
const logged: string[] = [];
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) =>
    logged.push(...chunk.toString().split('\n').filter(Boolean)),
  );
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream: stream });
  // Any registration with the planted surname now fails inside PostgreSQL, with every value of
  // the row (email, password hash, names) in the query's parameters and the error's detail.
  await t.deps.database.db.execute(
    sql.raw(`alter table users add constraint log_probe check (lastname <> '${PLANTED}')`),
  );
});
afterAll(async () => {
  await t.close();
});

const linesWith = (text: string) => logged.filter((line) => line.includes(text));

describe('error logs carry no query values', () => {
  it('an HTTP request whose query fails logs the code and the constraint, not the row', async () => {
    const body = registrationBody({ lastname: PLANTED, email: `${PLANTED}@example.com` });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: body,
      remoteAddress: randomIp(),
    });
    expect(response.statusCode).toBe(500);
    const errorLines = logged.filter((line) => line.includes('"level":50'));
    expect(errorLines.length).toBeGreaterThan(0);
    const line = JSON.parse(errorLines.at(-1) ?? '{}') as { err?: Record<string, unknown> };
    expect(line.err).toMatchObject({ code: '23514', constraint: 'log_probe' });
    expect(String(line.err?.message)).toMatch(/^Failed query: insert into "users"/);
    expect(linesWith(PLANTED)).toEqual([]);
    expect(linesWith('$argon2')).toEqual([]);
    expect(linesWith(body.password)).toEqual([]);
  });

  it('a failed job logs the code, not the value', async () => {
    const failing: Job = {
      name: 'probe',
      run: async (deps) => {
        await deps.database.db.execute(sql`select ${PLANTED}::int`);
        return {};
      },
    };
    const before = logged.length;
    const runner = startJobs(t.deps, [failing], t.app.log.child({ module: 'jobs' }), {
      firstRunMs: 0,
      intervalMs: 60_000,
    });
    await expect.poll(() => logged.slice(before).some((l) => l.includes('job failed'))).toBe(true);
    await runner.stop();
    const line = logged.slice(before).find((l) => l.includes('job failed')) ?? '';
    expect(JSON.parse(line)).toMatchObject({ job: 'probe', error: { code: '22P02' } });
    expect(linesWith(PLANTED)).toEqual([]);
  });

  it('the serializer start-up uses drops the values of a real driver error', async () => {
    const error = await t.deps.database.db
      .execute(sql`select ${PLANTED}::uuid`)
      .then(() => undefined)
      .catch((caught: unknown) => caught);
    // Unredacted, the message and the driver's text both carry the value…
    expect(String((error as Error).message)).toContain(PLANTED);
    expect(String(((error as Error).cause as Error).message)).toContain(PLANTED);
    // …serialized, neither does, and the kind of failure is still there.
    const serialized = serializeError(error);
    expect(JSON.stringify(serialized)).not.toContain(PLANTED);
    expect(serialized).toMatchObject({ code: '22P02' });
    expect(serialized.cause).toMatch(/invalid input syntax for type uuid: "\[redacted\]"/);
  });
});

describe('request ids', () => {
  it('logs a short, plain X-Request-Id as sent and replaces anything else', async () => {
    const idsFor = async (id: string) => {
      const before = logged.length;
      await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id } });
      return logged.slice(before).map((line) => (JSON.parse(line) as { reqId?: string }).reqId);
    };
    expect(await idsFor('edge-7f3a.91_b')).toContain('edge-7f3a.91_b');
    const forged = `x\n{"level":60,"msg":"forged"} ${'a'.repeat(100)}`;
    const ids = await idsFor(forged);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf('a'.repeat(65))).not.toBe('a'.repeat(65));
    expect(requestIdOf(['one', 'two'])).toMatch(/^[0-9a-f-]{36}$/);
  });
});
