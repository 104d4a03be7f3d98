import { describe, expect, it } from 'vitest';
import { buildTestApp, json } from '../../../test/build-test-app';
import { testAppForFile } from '../../../test/test-app-for-file';

const t = testAppForFile();

describe('health', () => {
  it('answers liveness without touching the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ok' });
  });

  it('answers readiness from the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ status: 'ready', database: t.deps.database.kind });
  });

  it('reports not ready once the database is gone', async () => {
    const other = await buildTestApp();
    await other.deps.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    await other.app.close();
  });
});
