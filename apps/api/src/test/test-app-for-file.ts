import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/**
 * A test app for one test file: built (on its own fresh database) before the file's tests and
 * closed after them. The returned object is filled in once the app is built, so tests read
 * `t.app` and `t.deps` as usual.
 */
export function testAppForFile(options?: Parameters<typeof buildTestApp>[0]): TestApp {
  const t = {} as TestApp;
  let built = false;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(options));
    built = true;
  });
  afterAll(async () => {
    if (built) await t.close();
  });
  return t;
}
