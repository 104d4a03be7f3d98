import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { OffsetClock } from '../../../lib/clock';
import { buildTestApp, json, type TestApp } from '../../../test/build-test-app';

describe('the development clock', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((t) => t.close()));
  });

  it('moves the server’s "now" forward when DEV_CLOCK is on', async () => {
    const clock = new OffsetClock();
    const t = await buildTestApp({ clock, env: { DEV_CLOCK: 'true' } });
    apps.push(t);
    const before = clock.now().getTime();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/clock',
      payload: { advance_minutes: 120 },
    });
    expect(response.statusCode).toBe(200);
    const now = new Date(json<{ data: { now: string } }>(response).data.now).getTime();
    expect(now - before).toBeGreaterThanOrEqual(120 * 60_000);
    expect(now - before).toBeLessThan(121 * 60_000);
  });

  it('does not exist otherwise, and is refused in production', async () => {
    const t = await buildTestApp();
    apps.push(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/dev/clock',
      payload: { advance_minutes: 5 },
    });
    expect(response.statusCode).toBe(404);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40), DEV_CLOCK: 'true' }),
    ).toThrow(/DEV_CLOCK/);
  });
});
