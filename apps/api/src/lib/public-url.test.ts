import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../providers/messaging';
import { buildTestApp, json, type TestApp } from '../test/build-test-app';
import { bearer, lastMessageTo, randomIp, registerClient } from '../test/factories';
import { loadConfig } from '../config';
import { siteUrl } from './public-url';

const FORGED = 'attacker.example';

describe('links in development: from PUBLIC_URL or a registered domain, never a forged Host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const forgot = (email: string, host: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/forgotPassword',
      payload: { email },
      remoteAddress: randomIp(),
      headers: { host },
    });

  it('mails a reset link to the site, not to the forged host', async () => {
    const client = await registerClient(t.app);
    expect((await forgot(client.email, `${FORGED}:8443`)).statusCode).toBe(200);
    const body = (await lastMessageTo(t.app, client.email))?.body ?? '';
    expect(body).toContain('http://localhost:80/password/reset/');
    expect(body).not.toContain(FORGED);
  });

  it("points a registered platform's links at that platform's domain", async () => {
    const client = await registerClient(t.app);
    await forgot(client.email, 'Global.Ravan.Localhost:3000');
    // Scheme and port are the site's (here http, port 80), the name the platform's.
    expect((await lastMessageTo(t.app, client.email))?.body).toContain(
      'http://global.ravan.localhost/password/reset/',
    );
  });

  it('builds invitation links the same way', async () => {
    const client = await registerClient(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/invitees',
      headers: { ...bearer(client.token), host: FORGED },
    });
    const link = json<{ data: { invite_link: string } }>(response).data.invite_link;
    expect(link).toMatch(/^http:\/\/localhost:80\/fa\/register\?invite=/);
  });

  it('uses PUBLIC_URL, else the address the process listens on', () => {
    expect(siteUrl(loadConfig({ PUBLIC_URL: 'https://ravan.example/' }))).toBe(
      'https://ravan.example',
    );
    expect(siteUrl(loadConfig({ PORT: '4000' }))).toBe('http://localhost:4000');
    expect(siteUrl(loadConfig({ HOST: '127.0.0.1', PORT: '4000' }))).toBe('http://127.0.0.1:4000');
  });
});

describe('hosts in production', () => {
  let t: TestApp;
  const sent: OutgoingMessage[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        APP_SECRET: 'a-production-secret-of-at-least-32-characters',
        PUBLIC_URL: 'https://ravan.example',
        SEED_DEMO: 'true',
      },
    });
    t.deps.messages = { send: async (message) => void sent.push(message) };
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, host: string, locale = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { host, 'accept-language': locale } });

  it('refuses a host that is neither PUBLIC_URL nor a registered domain, in the reader’s language', async () => {
    const en = await get('/api/v1/platformInfo', FORGED);
    expect(en.statusCode).toBe(421);
    expect(json(en)).toEqual({
      code: 'unknown_host',
      message: 'This address does not belong to this site.',
    });
    const fa = await get('/fa/login', `${FORGED}:443`, 'fa');
    expect(fa.statusCode).toBe(421);
    expect(json(fa)).toMatchObject({
      code: 'unknown_host',
      message: 'این نشانی از آنِ این سایت نیست.',
    });
  });

  it("serves PUBLIC_URL's host and the registered platform domains", async () => {
    expect((await get('/api/v1/platformInfo', 'ravan.example')).statusCode).toBe(200);
    expect((await get('/api/v1/platformInfo', 'RAVAN.example:443')).statusCode).toBe(200);
    expect((await get('/api/v1/platformInfo', 'partner.ravan.localhost')).statusCode).toBe(200);
  });

  it('answers health probes whatever the host', async () => {
    expect((await get('/healthz', '10.0.0.7:3000')).statusCode).toBe(200);
    expect((await get('/readyz', '10.0.0.7:3000')).statusCode).toBe(200);
  });

  it('never sends a reset email for a forged host, and links the real one to PUBLIC_URL', async () => {
    const email = 'someone@ravan.example';
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      remoteAddress: randomIp(),
      headers: { host: 'ravan.example' },
      payload: {
        email,
        password: 'correct-horse-battery',
        password_confirmation: 'correct-horse-battery',
        firstname: 'Shirin',
        lastname: 'Tehrani',
        terms: true,
      },
    });
    expect(register.statusCode).toBe(201);
    sent.length = 0; // the sign-up's own verification mail; this test looks at reset mail
    const forgot = (host: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/forgotPassword',
        payload: { email },
        remoteAddress: randomIp(),
        headers: { host },
      });
    expect((await forgot(FORGED)).statusCode).toBe(421);
    expect(sent).toEqual([]);
    expect((await forgot('ravan.example')).statusCode).toBe(200);
    expect(sent.map((message) => message.body).join('\n')).toContain(
      'https://ravan.example/password/reset/',
    );
  });
});
