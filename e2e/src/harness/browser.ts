import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';

export { findChromium, launchBrowser } from '@ravan/testkit';

export interface PageProblems {
  /** Console errors and CSP violations: a page that passes the journey must not log these. */
  errors: string[];
}

/** A fresh context (empty storage) and page that records console errors and CSP reports. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'fa-IR' });
  const page = await context.newPage();
  const problems: PageProblems = { errors: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.errors.push(message.text());
  });
  page.on('pageerror', (error) => problems.errors.push(error.message));
  return { context, page, problems };
}

const ARTIFACTS = path.resolve(import.meta.dirname, '..', '..', 'artifacts');

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** Waits for the SPA to settle on a path (pathname + search must match). */
export async function waitForPath(page: Page, expected: string | RegExp): Promise<void> {
  // 'commit': the SPA changes the URL with the history API, which fires no load event.
  await page.waitForURL(
    (url) => {
      const actual = `${url.pathname}${url.search}`;
      return typeof expected === 'string' ? actual === expected : expected.test(actual);
    },
    { waitUntil: 'commit' },
  );
}

/**
 * Waits until <html> carries the given direction (and language, when given). The shell sets
 * them after the language catalogue loads, which can land a moment after the URL changes.
 */
export async function waitForDocumentDirection(
  page: Page,
  dir: 'rtl' | 'ltr',
  lang?: 'fa' | 'en',
): Promise<void> {
  const selector = lang ? `html[dir="${dir}"][lang="${lang}"]` : `html[dir="${dir}"]`;
  await page.waitForSelector(selector, { state: 'attached', timeout: 10_000 });
}
