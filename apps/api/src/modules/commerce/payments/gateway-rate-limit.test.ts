import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { randomIp } from '../../../test/factories';
import { GATEWAY_RATE_LIMIT } from './rate-limits';

let t: TestApp;
beforeAll(async () => {
  // Every gateway configured, so each of their return and webhook routes exists. No call here
  // reaches a gateway: unknown references are refused before.
  t = await buildTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
      ZARINPAL_MERCHANT_ID: '00000000-0000-0000-0000-000000000000',
      ZARINPAL_API_BASE: 'http://127.0.0.1:9',
    },
  });
});
afterAll(async () => {
  await t.close();
});

const ROUTES = [
  { method: 'GET', url: '/api/v1/payments/sandbox/callback?ref=sbx_unknown&status=approved' },
  { method: 'GET', url: '/api/v1/payments/zarinpal/callback?Authority=A000&Status=OK' },
  { method: 'POST', url: '/api/v1/payments/stripe/webhook' },
] as const;

const call = (route: (typeof ROUTES)[number], address: string) =>
  t.app.inject({
    method: route.method,
    url: route.url,
    remoteAddress: address,
    headers: { 'accept-language': 'en', 'content-type': 'application/json' },
    ...(route.method === 'POST' ? { payload: '{}' } : {}),
  });

describe('gateway returns and webhooks are rate limited per address', () => {
  it.each(ROUTES)('$method $url: 60 a minute, the 61st is 429', async (route) => {
    expect(GATEWAY_RATE_LIMIT.max).toBe(60);
    const address = randomIp();
    // Retries of a real gateway: sequential, each answered as the route answers it (404/400).
    for (let i = 0; i < GATEWAY_RATE_LIMIT.max; i += 1) {
      const answer = await call(route, address);
      expect(answer.statusCode, `call ${i + 1}`).not.toBe(429);
    }
    const limited = await call(route, address);
    expect(limited.statusCode).toBe(429);
    expect(json<{ code: string }>(limited).code).toBe('too_many_requests');
    // Another address (another gateway server) is not affected.
    expect((await call(route, randomIp())).statusCode).not.toBe(429);
  });
});
