import type { Browser, BrowserContext, Page } from 'playwright-core';

export type Role = 'guest' | 'client' | 'therapist' | 'support' | 'admin';

/** The demo logins the seed makes (README "Demo logins"). */
export const DEMO_PASSWORD = 'ravan-demo-2026';
export const DEMO_EMAIL: Record<Exclude<Role, 'guest'>, string> = {
  client: 'client@ravan.demo',
  therapist: 'therapist@ravan.demo',
  support: 'support@ravan.demo',
  admin: 'admin@ravan.demo',
};

/** Logs a demo account in through the API and answers its bearer token and profile. */
export async function apiLogin(baseUrl: string, email: string, password = DEMO_PASSWORD) {
  const response = await fetch(`${baseUrl}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`);
  const { data } = (await response.json()) as { data: { token: string; profile: unknown } };
  return data;
}

/**
 * A browser context already logged in: the local-storage keys the web app keeps for a session
 * (token, login flag, profile), so each role logs in once and every screen reuses it.
 */
export async function loggedInContext(
  browser: Browser,
  baseUrl: string,
  session: { token: string; profile: unknown } | null,
  options: { locale?: string; timezoneId?: string } = {},
): Promise<BrowserContext> {
  const localStorage = session
    ? [
        { name: 'token', value: session.token },
        { name: 'isLoggedIn', value: 'true' },
        { name: 'profile', value: JSON.stringify(session.profile) },
      ]
    : [];
  return browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1280, height: 900 },
    locale: options.locale ?? 'fa-IR',
    timezoneId: options.timezoneId ?? 'Asia/Tehran',
    storageState: { cookies: [], origins: [{ origin: baseUrl, localStorage }] },
  });
}

interface RequestTracker {
  inFlight: number;
  lastChange: number;
}
const trackers = new WeakMap<Page, RequestTracker>();

/** Counts the page's requests in flight from now on (once per page). */
function trackRequests(page: Page): RequestTracker {
  const known = trackers.get(page);
  if (known) return known;
  const tracker: RequestTracker = { inFlight: 0, lastChange: Date.now() };
  const up = () => {
    tracker.inFlight += 1;
    tracker.lastChange = Date.now();
  };
  const down = () => {
    tracker.inFlight = Math.max(0, tracker.inFlight - 1);
    tracker.lastChange = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) tracker.lastChange = Date.now();
  });
  trackers.set(page, tracker);
  return tracker;
}

/** How long ago the page's DOM last changed (a watch installed once per document). */
function domQuietFor(page: Page): Promise<number> {
  return page.evaluate(() => {
    const watched = window as unknown as { __lastMutation?: number };
    if (watched.__lastMutation === undefined) {
      watched.__lastMutation = performance.now();
      new MutationObserver(() => {
        watched.__lastMutation = performance.now();
      }).observe(document.documentElement, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    }
    const busy = document.querySelector(
      '[data-testid="loader"], [data-testid="loading-block"], [aria-busy="true"]:not(button), .spinner-large',
    );
    if (!document.querySelector('main') || busy) return 0;
    return performance.now() - watched.__lastMutation;
  });
}

/**
 * Waits until a screen has settled: a <main>, no full-screen loader, loading block or busy
 * region, no request in flight and no change to the DOM for a moment.
 */
export async function settle(page: Page, quietMs = 150, timeoutMs = 15_000): Promise<void> {
  const tracker = trackRequests(page);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const networkQuiet = tracker.inFlight === 0 ? Date.now() - tracker.lastChange : 0;
    if (networkQuiet >= quietMs && (await domQuietFor(page)) >= quietMs) return;
    if (Date.now() > deadline)
      throw new Error(
        `${page.url()} did not settle in ${timeoutMs} ms (${tracker.inFlight} requests in flight)`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Opens a path the way a link inside the app does (history.pushState and a popstate the router
 * follows), so the app and the injected axe stay loaded between screens; the first screen of a
 * page is a real load. Waits until the screen has changed and settled.
 */
export async function goToScreen(page: Page, path: string): Promise<void> {
  trackRequests(page);
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    await settle(page);
    return;
  }
  await page.evaluate(async (target) => {
    const root = document.getElementById('root') ?? document.body;
    const changed = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(root, { subtree: true, childList: true, characterData: true });
      setTimeout(() => {
        observer.disconnect();
        resolve();
      }, 3_000);
    });
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    await changed;
  }, path);
  await settle(page);
}
