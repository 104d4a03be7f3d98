import * as contract from '@ravan/contract';
import type { Endpoint } from '@ravan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OffsetClock } from '../lib/clock';
import { buildTestApp, json, type TestApp } from '../test/build-test-app';
import { bearer, registerClient } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  // With the development clock on, every contract endpoint (POST /dev/clock too) is registered.
  t = await buildTestApp({ clock: new OffsetClock(), env: { DEV_CLOCK: 'true' } });
});
afterAll(async () => {
  await t.close();
});

describe('conventions every endpoint follows', () => {
  it('lists every implemented path in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = json<{ paths: Record<string, Record<string, unknown>> }>(response);
    // Every endpoint of the contract is registered (routes come from it) and documented.
    const isEndpoint = (value: unknown): value is Endpoint =>
      typeof value === 'object' &&
      value !== null &&
      'path' in value &&
      'method' in value &&
      'access' in value;
    const endpoints = (Object.values(contract) as unknown[])
      .filter(
        (value): value is Record<string, unknown> => typeof value === 'object' && value !== null,
      )
      .flatMap((namespace) => Object.values(namespace))
      .filter(isEndpoint);
    expect(endpoints.length).toBeGreaterThanOrEqual(7);
    for (const endpoint of endpoints) {
      const path = `/api/v1${endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;
      expect(document.paths[path], `${endpoint.method} ${path}`).toHaveProperty(
        endpoint.method.toLowerCase(),
      );
    }
    // …and the document describes nothing else, but for the browser redirects (302 pages).
    const redirects = ['get /api/v1/auth/google/redirect', 'get /api/v1/auth/google/callback'];
    const contractPaths = new Set(
      endpoints.map(
        (e) => `${e.method.toLowerCase()} /api/v1${e.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`,
      ),
    );
    const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m} ${path}`),
    );
    expect(documented.filter((entry) => !contractPaths.has(entry)).sort()).toEqual(
      redirects.sort(),
    );
  });

  it('serves a docs UI', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with a JSON 404 in the request language', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no/such/thing',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({
      code: 'route_not_found',
      message: 'This address does not exist.',
    });
  });

  it('sends security headers and compresses large answers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/openapi.json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
    expect(response.headers['content-encoding']).toBe('br');
  });

  it('checks the token before the body: a guest gets 401 even for an invalid body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile',
      payload: { gender: 'robot' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('rejects an oversized body with 413, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      payload: JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(json(response).code).toBe('payload_too_large');
  });
});

describe('profile', () => {
  it('updates the fields sent, validates them, and leaves the rest alone', async () => {
    const client = await registerClient(t.app);
    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile',
      headers: bearer(client.token),
      payload: { cel: '+98 912 123 4567', tz: 'Asia/Tehran', gender: 'female', locale: 'en' },
    });
    expect(updated.statusCode).toBe(200);
    const { profile } = json<{ data: { profile: Record<string, unknown> } }>(updated).data;
    expect(profile).toMatchObject({
      cel: '+989121234567',
      tz: 'Asia/Tehran',
      gender: 'female',
      locale: 'en',
      firstname: 'Shirin',
    });

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/profile',
      headers: { ...bearer(client.token), 'accept-language': 'en' },
      payload: { cel: '0912', tz: 'Mars/Olympus', gender: 'robot', firstname: '   ' },
    });
    expect(invalid.statusCode).toBe(422);
    const { errors } = json<{ errors: Record<string, string[]> }>(invalid);
    expect(errors.cel).toEqual(['Phone Number Invalid.']);
    expect(errors.tz).toEqual(['Please select your time zone']);
    expect(errors.gender).toEqual(['This value is not valid.']);
    expect(errors.firstname).toEqual(['This field is required.']);

    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: bearer(client.token),
    });
    expect(json<{ data: { profile: { cel: string } } }>(again).data.profile.cel).toBe(
      '+989121234567',
    );
  });

  it('never shows the password hash', async () => {
    const client = await registerClient(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: bearer(client.token),
    });
    expect(response.body).not.toContain('argon2');
    expect(
      json<{ data: { profile: { has_password: boolean } } }>(response).data.profile.has_password,
    ).toBe(true);
  });
});
