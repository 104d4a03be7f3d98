import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { api, bookSession, MARYAM, newClient } from '../test/scheduling-fixtures';

const TOKEN = 'metrics-token-for-the-tests-0123';

/** One sample's value in Prometheus text, by its full name with labels; NaN when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return Number(line?.slice(series.length + 1));
}

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      logLines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    clock: new ManualClock('2026-03-09T00:00:00Z'),
    env: { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
    logStream,
    // Every email fails: the booking's notice is logged, and that line must carry the request id.
    providers: {
      messages: {
        send: () => Promise.reject(new Error('smtp down')),
      } as unknown as TestApp['deps']['messages'],
    },
  });
  plain = await buildTestApp();
});
afterAll(async () => {
  await t.close();
  await plain.close();
});

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

describe('GET /metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    expect((await scrape(plain, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('answers only the configured bearer token', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, 'Bearer not-the-token-at-all-000000')).statusCode).toBe(401);
    expect((await scrape(t, TOKEN)).statusCode).toBe(401);
    const answer = await scrape(t, `Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    expect(answer.body).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('times requests by route pattern, never by raw URL, and counts error answers by code', async () => {
    for (const id of [911_001, 911_002])
      await t.app.inject({ method: 'GET', url: api(`/user/sessions/${id}`) });
    await t.app.inject({ method: 'GET', url: '/no/such/page/4242' });
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(text).not.toContain('911001');
    expect(text).not.toContain('4242');
    const route = '/api/v1/user/sessions/:id';
    expect(
      sample(
        text,
        `http_request_duration_seconds_count{method="GET",route="${route}",status_code="401"}`,
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        `http_error_responses_total{route="${route}",status_code="401",code="unauthenticated"}`,
      ),
    ).toBe(2);
    expect(text).toContain('route="unmatched"');
  });

  it('counts settled payments and booked sessions, and the booking notice logs with the request id', async () => {
    const client = await newClient(t); // buys a package, paid from the wallet
    const session = await bookSession(t, client, MARYAM, '2026-03-11T06:30:00.000Z');
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'payments_settled_total{type="wallet_payment",state="paid"}')).toBe(1);
    expect(sample(text, 'sessions_booked_total{kind="therapy"}')).toBe(1);
    expect(text).toMatch(/http_requests_in_flight \d+/);

    const notice = logLines.find((line) => line.msg === 'scheduling message not sent');
    expect(notice, 'the failed notice is logged').toBeDefined();
    const approval = logLines.find(
      (line) =>
        line.msg === 'request completed' &&
        line.reqId === notice?.reqId &&
        (line.res as { statusCode?: number } | undefined)?.statusCode === 200,
    );
    expect(notice?.reqId, 'the notice carries a request id').toEqual(expect.any(String));
    expect(approval, 'the id is that of the request that booked').toBeDefined();
    expect(session.id).toEqual(expect.any(Number));
  });
});
