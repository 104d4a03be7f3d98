import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { randomIp, registerClient, registrationBody, uniqueEmail } from '../../../test/factories';

/**
 * Every throttle must hold when the requests arrive at once: 100 fired together (on PostgreSQL
 * they run on separate connections, so a count-then-insert lets them all through) and exactly
 * the limit gets past.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const BURST = 100;

const post = (url: string, payload: object, ip = randomIp()) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
  });

async function burst(fire: (i: number) => ReturnType<typeof post>) {
  const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => fire(i)));
  const tally: Record<number, number> = {};
  for (const answer of answers) tally[answer.statusCode] = (tally[answer.statusCode] ?? 0) + 1;
  return { answers, tally };
}

async function messagesTo(address: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(address)}`,
  });
  return json<{ data: unknown[] }>(response).data.length;
}

describe('throttles hold under 100 parallel requests', () => {
  it('wrong passwords for one account from one address: exactly 10 × 401, the rest 429', async () => {
    const client = await registerClient(t.app);
    const ip = randomIp();
    const { answers, tally } = await burst((i) =>
      post('/api/v1/login', { email: client.email, password: `wrong-${i}-password` }, ip),
    );
    expect(tally).toEqual({ 401: 10, 429: BURST - 10 });
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(json(refused).code).toBe('account_locked');
  }, 60_000);

  it('sign-ups from one address: exactly 30 × 201', async () => {
    const ip = randomIp();
    const { tally } = await burst(() => post('/api/v1/register', registrationBody(), ip));
    expect(tally).toEqual({ 201: 30, 429: BURST - 30 });
  }, 60_000);

  it('login-code emails to one address: exactly 5 sent', async () => {
    const email = uniqueEmail('code-burst');
    const { tally } = await burst(() => post('/api/v1/send-email-otp', { email }));
    expect(tally).toEqual({ 200: 5, 429: BURST - 5 });
    expect(await messagesTo(email)).toBe(5);
  }, 60_000);

  it('reset emails to one account: exactly 5 sent', async () => {
    const client = await registerClient(t.app);
    const { tally } = await burst(() => post('/api/v1/forgotPassword', { email: client.email }));
    expect(tally).toEqual({ 200: 5, 429: BURST - 5 });
    // Five reset links, and the verification link sign-up sent.
    expect(await messagesTo(client.email)).toBe(5 + 1);
  }, 60_000);
});
