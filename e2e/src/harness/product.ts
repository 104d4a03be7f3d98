import { startServer, type RunningServer } from '@ravan/testkit';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';

/** The built product on a fresh embedded database, and a headless chromium to drive it. */
export interface Product {
  server: RunningServer;
  browser: Browser;
  close(): Promise<void>;
}

export interface ProductOptions {
  /** Extra environment for the server, e.g. the GOOGLE_* settings of a fake OIDC provider. */
  env?: Record<string, string>;
}

export async function startProduct(options: ProductOptions = {}): Promise<Product> {
  // The journeys run on the embedded database, as the README's first command does.
  // Migrations and the demo seed take a while on a busy 2-core machine: a generous wait.
  const server = await startServer({
    env: { ...options.env, DATABASE_URL: '' },
    readyTimeoutMs: 120_000,
  });
  try {
    const browser = await launchBrowser();
    return {
      server,
      browser,
      close: async () => {
        await browser.close();
        await server.stop();
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
