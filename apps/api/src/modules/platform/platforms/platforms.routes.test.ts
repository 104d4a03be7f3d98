import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';
import { cachedHostCount, MAX_CACHED_HOSTS } from './platforms.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/platformInfo', () => {
  it('answers the default Persian platform for an unknown host', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/platformInfo',
      headers: { host: 'unknown.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: {
        platform: {
          slug: 'ravan',
          id: 1,
          name: 'روان',
          domain: null,
          consent_enabled: true,
          default_locale: 'fa',
        },
        currency: 'rial',
        location: 'IR',
        consent_version: '2026-01',
        sign_in_providers: [],
      },
    });
  });

  it('names the sign-in providers the server is configured for, and only those', async () => {
    const configured = await buildTestApp({
      env: {
        GOOGLE_CLIENT_ID: 'client-id',
        GOOGLE_CLIENT_SECRET: 'client-secret',
        TELEGRAM_BOT_TOKEN: '123:bot-token',
      },
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/api/v1/platformInfo' });
      expect(
        json<{ data: { sign_in_providers: string[] } }>(response).data.sign_in_providers,
      ).toEqual(['google', 'telegram']);
    } finally {
      await configured.close();
    }
  });

  it('chooses the platform by request host, ignoring the port', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/platformInfo',
      headers: { host: 'partner.ravan.localhost:3000' },
    });
    const { data } = json<{
      data: {
        platform: { id: number; consent_enabled: boolean };
        consent_version: string | null;
        currency: string;
      };
    }>(response);
    expect(data.platform.id).toBe(4);
    expect(data.platform.consent_enabled).toBe(false);
    expect(data.consent_version).toBeNull();
    expect(data.currency).toBe('euro');
  });
});

describe('the per-instance platform cache', () => {
  it('stays bounded whatever Host headers arrive', async () => {
    for (let index = 0; index < MAX_CACHED_HOSTS + 40; index += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/platformInfo',
        headers: { host: `random-${index}.example` },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(cachedHostCount()).toBeGreaterThan(0);
    expect(cachedHostCount()).toBeLessThanOrEqual(MAX_CACHED_HOSTS);
  });
});
