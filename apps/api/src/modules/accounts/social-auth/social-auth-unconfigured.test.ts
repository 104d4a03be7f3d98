import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { bearer, registerClient } from '../../../test/factories';

/** A server with no Google, Firebase or Telegram settings. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('social sign-in without provider settings', () => {
  it('sends the browser to the error screen when Google is not configured', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/google/redirect?lang=en',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/social-login?error=unavailable&lang=en');
  });

  it('fails a Google callback cleanly', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/google/callback?code=abc&state=def',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/social-login?error=failed&lang=fa');
  });

  it('answers a Firebase login 401 social_login_failed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login-firebase',
      payload: { id_token: 'eyJhbGciOiJSUzI1NiJ9.e30.c2lnbmF0dXJl' },
    });
    expect(response.statusCode).toBe(401);
    expect(json(response).code).toBe('social_login_failed');
  });

  it('answers the Telegram widget 503: without the bot token nothing can be checked', async () => {
    const client = await registerClient(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/attach-telegram',
      headers: bearer(client.token),
      payload: { id: 1, auth_date: 1, hash: 'a'.repeat(64) },
    });
    expect(response.statusCode).toBe(503);
    expect(json(response).code).toBe('service_unavailable');
  });

  it('documents the browser redirects in OpenAPI', async () => {
    const document = json<{ paths: Record<string, { get?: { responses: object } }> }>(
      await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' }),
    );
    for (const path of ['/api/v1/auth/google/redirect', '/api/v1/auth/google/callback'])
      expect(document.paths[path]?.get?.responses).toHaveProperty('302');
  });
});

describe('the development Telegram bot stand-in', () => {
  it('does not exist in production', async () => {
    const production = await buildTestApp({
      env: { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), PUBLIC_URL: 'http://localhost' },
    });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/v1/dev/telegram-link',
        payload: { telegram_id: 42 },
      });
      expect(response.statusCode).toBe(404);
      const here = await t.app.inject({
        method: 'POST',
        url: '/api/v1/dev/telegram-link',
        payload: { telegram_id: 42 },
      });
      expect(here.statusCode).toBe(201);
    } finally {
      await production.close();
    }
  });
});
