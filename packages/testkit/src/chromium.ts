import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's chromium from the PATH (or CHROMIUM_PATH). A browser is never downloaded. */
export function findChromium(): string {
  const explicit = process.env.CHROMIUM_PATH;
  if (explicit) return explicit;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    for (const name of ['chromium', 'chromium-browser']) {
      const candidate = path.join(dir, name);
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  throw new Error('chromium is not installed: apt-get install chromium (or set CHROMIUM_PATH)');
}

/** Headless chromium as the journeys and the bench use it. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    headless: true,
    args: [
      // As root chromium refuses to start sandboxed; the pages it opens are our own.
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      // Keeps chromium off the (closed) network: no update, sync or component checks.
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
