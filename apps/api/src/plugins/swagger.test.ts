import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      NODE_ENV: 'production',
      APP_SECRET: 'a-production-secret-of-at-least-32-characters',
      PUBLIC_URL: 'http://localhost',
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('API docs in production', () => {
  it('are off unless API_DOCS=true: no docs UI, no OpenAPI document', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/v1/openapi.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
