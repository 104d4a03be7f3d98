import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyPackage } from './commerce-support';
import { checkScreen, type Lang } from './harness/a11y';
import { startProduct, type Product } from './harness/product';
import {
  apiLogin,
  DEMO_EMAIL,
  goToScreen,
  loggedInContext,
  settle,
  type Role,
} from './harness/screens';
import { DESKTOP, PHONE } from './harness/viewports';

/**
 * Issue 10, "Must show": every screen of apps/web/src/app/router.tsx, as the role that reaches it,
 * in fa and en, at 360 px and 1280 px, passes checkScreen (axe, overflow, untranslated strings,
 * Latin digits and Gregorian dates in fa). One browser; each role logs in once and its context
 * is reused; screens run in sequence.
 */

interface Screen {
  /** The path after /{lang}/ (or, with root, after /). */
  path: string;
  /** Root-level route (no language prefix): the language comes from `?lang=`. */
  root?: true;
}

const lang = (path: string): Screen => ({ path });
const root = (path: string): Screen => ({ path, root: true });

let product: Product;
let factorId = 0;
let doctorId = 0;

const SCREENS: Record<Role, () => Screen[]> = {
  guest: () => [
    lang(''),
    lang('therapists'),
    lang('terms'),
    lang('privacy'),
    lang('login'),
    lang('register'),
    lang('forgot-password'),
    lang('initialize'),
    lang('onboarding'),
    lang('onboarding_new'),
    lang('match'),
    lang('preorder/sign/1'),
    lang('test/1'),
    lang('test/1/interpretation/1'),
    lang('presession'),
    lang('legendary-therapists'),
    lang('campaign/turkish'),
    lang('login-with-token'),
    lang('user-journey'),
    lang('user-check-journey'),
    root(`calendar?doctor=${doctorId}`),
    root('assignconsult'),
    root('social-login'),
    root('password/reset/not-a-real-token'),
  ],
  client: () => [
    lang('panel/dashboard'),
    lang('panel/basket'),
    lang('panel/sessions'),
    lang('panel/sessions/request'),
    lang('panel/factors'),
    lang(`panel/factor/${factorId}`),
    lang('panel/user-onboarding'),
    lang('panel/packages'),
    lang('panel/roots-in-soil'),
    lang('panel/tests'),
    lang('panel/test/1'),
    lang('panel/setting'),
    lang('panel/tasks'),
    lang('panel/mental-ai-tool'),
    lang('panel/invitees'),
    lang('panel/event/1'),
    lang('panel/myoutcome'),
    lang('onboarding-new'),
    lang('static-presession'),
    lang('presession-journey'),
    lang('matchmaking-presession'),
    root(`calendar?doctor=${doctorId}`),
    root('process-payment?paymentID=1'),
  ],
  therapist: () => [lang('panel/dashboard'), lang('panel/therapist')],
  support: () => [
    lang('panel/dashboard'),
    lang('panel/staff/payments'),
    lang('panel/staff/sessions'),
    lang('panel/staff/refunds'),
  ],
  admin: () => [
    lang('panel/dashboard'),
    lang('panel/staff/payments'),
    lang('panel/staff/sessions'),
    lang('panel/staff/refunds'),
    lang('panel/staff/packages'),
    lang('panel/staff/coupons'),
    lang('panel/staff/rates'),
  ],
};

const contexts = new Map<Role, BrowserContext>();

beforeAll(async () => {
  product = await startProduct();
  const baseUrl = product.server.baseUrl;
  const doctors = (await (await fetch(`${baseUrl}/api/v1/doctors`)).json()) as {
    data: { id: number }[];
  };
  doctorId = doctors.data[0]?.id ?? 0;
  for (const role of ['guest', 'client', 'therapist', 'support', 'admin'] as const) {
    const session = role === 'guest' ? null : await apiLogin(baseUrl, DEMO_EMAIL[role]);
    if (role === 'client' && session) {
      // Something to show on the invoice screens: a paid invoice, and a package in the basket.
      factorId = await buyPackage(baseUrl, session.token, 1);
      await fetch(`${baseUrl}/api/v1/cart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
        body: JSON.stringify({ package_id: 2 }),
      });
    }
    contexts.set(role, await loggedInContext(product.browser, baseUrl, session));
  }
}, 240_000);

afterAll(async () => {
  for (const context of contexts.values()) await context.close();
  await product?.close();
});

function urlOf(screen: Screen, language: Lang): string {
  if (!screen.root) return screen.path ? `/${language}/${screen.path}` : `/${language}`;
  return `/${screen.path}${screen.path.includes('?') ? '&' : '?'}lang=${language}`;
}

/**
 * Checks the screen as it opens, then each tab it has (nested tabs too: a tab that shows more
 * tabs is followed), each once.
 */
async function eachTab(page: Page, check: (tab: string | null) => Promise<void>): Promise<void> {
  await check(null);
  const seen = new Set<string>();
  for (let round = 0; round < 20; round += 1) {
    const tabs = await page.getByRole('tab').evaluateAll((elements) =>
      elements.map((element) => ({
        key: `${element.closest('[role="tablist"]')?.getAttribute('aria-label') ?? ''} › ${element.textContent?.trim() ?? ''}`,
        selected: element.getAttribute('aria-selected') === 'true',
      })),
    );
    for (const tab of tabs) if (tab.selected) seen.add(tab.key);
    const next = tabs.findIndex((tab) => !seen.has(tab.key));
    const target = tabs[next];
    if (!target) return;
    seen.add(target.key);
    await page.getByRole('tab').nth(next).click();
    await settle(page);
    await check(target.key);
  }
}

/** Visits each screen once per language and checks it at both widths; answers every failure. */
async function visitAll(page: Page, role: Role): Promise<string[]> {
  const failures: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  for (const screen of SCREENS[role]()) {
    for (const language of ['fa', 'en'] as const) {
      const url = urlOf(screen, language);
      await page.setViewportSize(DESKTOP);
      try {
        await goToScreen(page, url);
      } catch (error) {
        failures.push(`${role} ${url}: did not settle: ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      await eachTab(page, async (tab) => {
        for (const viewport of [DESKTOP, PHONE]) {
          await page.setViewportSize(viewport);
          const name = `${role} ${url}${tab ? ` [${tab}]` : ''} @${viewport.width}`;
          try {
            await checkScreen(page, { lang: language, name });
          } catch (error) {
            failures.push((error as Error).message);
          }
        }
        await page.setViewportSize(DESKTOP);
      });
    }
  }
  return [...failures, ...errors.map((error) => `console: ${error}`)];
}

describe('sign-in providers', () => {
  it('offers no button for a provider the server is not set up for (Google was a dead end)', async () => {
    const page = await contexts.get('guest')!.newPage();
    await goToScreen(page, '/fa/login');
    await page.getByRole('button', { name: 'ورود', exact: true }).waitFor();
    expect(await page.getByTestId('google-sign-in').count()).toBe(0);
    await page.close();
  });
});

describe('every screen in fa and en at 360 px and 1280 px passes checkScreen', () => {
  it.each(['guest', 'client', 'therapist', 'support', 'admin'] as const)(
    'as %s',
    async (role) => {
      const context = contexts.get(role);
      if (!context) throw new Error(`no context for ${role}`);
      const page = await context.newPage();
      const failures = await visitAll(page, role);
      await page.close();
      expect(failures.join('\n\n')).toBe('');
    },
    180_000,
  );
});
