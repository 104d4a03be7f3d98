import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { ADMIN_EMAIL: 'Boss@Ravan.Example', ADMIN_PASSWORD: 'admin-secret-pw' },
  });
});
afterAll(async () => {
  await t.close();
});

describe('start-up preparation', () => {
  it('creates the ADMIN_EMAIL account with the admin role', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'boss@ravan.example', password: 'admin-secret-pw' },
    });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: { profile: { role: string } } }>(response).data.profile.role).toBe('admin');
  });

  it('seeds the demo set on an empty database: four roles that can log in', async () => {
    for (const email of [
      'client@ravan.demo',
      'therapist@ravan.demo',
      'support@ravan.demo',
      'admin@ravan.demo',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        payload: { email, password: 'ravan-demo-2026' },
      });
      expect(response.statusCode, email).toBe(200);
    }
  });
});
