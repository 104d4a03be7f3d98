import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from './harness/accounts';
import { openPage, screenshot } from './harness/browser';
import { startProduct, type Product } from './harness/product';
import { DESKTOP, PHONE } from './harness/viewports';

/*
 * Issue 10, "a panel for each role": every role sees its own navigation and dashboard, in fa and
 * en, at 360 px and 1280 px, with every page of its navigation reachable and nothing wider than
 * the window. The demo accounts have accepted the consent, so no dialog covers the page.
 */
let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.close();
});

type Role = 'client' | 'therapist' | 'support' | 'admin';

/** The pages each role's navigation leads to, and pages it must not offer. */
const PAGES: Record<Role, { offers: string[]; never: string[]; dashboard: string }> = {
  client: {
    offers: [
      'dashboard',
      'sessions',
      'packages',
      'basket',
      'factors',
      'tests',
      'invitees',
      'setting',
    ],
    never: ['therapist', 'staff/payments', 'staff/packages'],
    dashboard: 'greeting',
  },
  therapist: {
    offers: ['dashboard', 'therapist', 'setting'],
    never: ['packages', 'basket', 'invitees', 'sessions', 'staff/payments'],
    dashboard: 'therapist-dashboard',
  },
  support: {
    offers: ['dashboard', 'staff/payments', 'staff/sessions', 'staff/refunds', 'setting'],
    never: ['packages', 'basket', 'invitees', 'therapist', 'staff/packages', 'staff/rates'],
    dashboard: 'staff-dashboard',
  },
  admin: {
    offers: [
      'dashboard',
      'staff/payments',
      'staff/sessions',
      'staff/refunds',
      'staff/packages',
      'staff/coupons',
      'staff/rates',
      'setting',
    ],
    never: ['packages', 'basket', 'invitees', 'therapist'],
    dashboard: 'staff-dashboard',
  },
};

async function signIn(page: Page, role: Role) {
  const { body } = await postJson(product.server.baseUrl, '/login', {
    email: `${role}@ravan.demo`,
    password: 'ravan-demo-2026',
  });
  const token = (body.data as { token: string }).token;
  await page.goto('/fa/login');
  await page.evaluate((value) => {
    localStorage.setItem('token', value);
    localStorage.setItem('isLoggedIn', 'true');
  }, token);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Opens the menu (phones) and every group, then lists the panel pages the navigation links to. */
async function reachablePages(page: Page, lang: string): Promise<string[]> {
  const nav = page.locator('nav.panel-nav');
  const toggle = nav.getByTestId('nav-toggle');
  if (await toggle.isVisible()) await toggle.click();
  const groups = nav.locator('button.nav-group-button');
  const found = new Set<string>();
  for (let i = 0; i < (await groups.count()); i += 1) {
    await groups.nth(i).click();
    expect(await groups.nth(i).getAttribute('aria-expanded')).toBe('true');
    for (const link of await nav.locator('a.nav-link').all()) {
      if (!(await link.isVisible())) continue;
      found.add(((await link.getAttribute('href')) ?? '').replace(`/${lang}/panel/`, ''));
    }
    expect(await overflow(page)).toBeLessThanOrEqual(0);
  }
  for (const link of await nav.locator('a.nav-link').all()) {
    if (await link.isVisible())
      found.add(((await link.getAttribute('href')) ?? '').replace(`/${lang}/panel/`, ''));
  }
  return [...found].sort();
}

describe.each(['client', 'therapist', 'support', 'admin'] as const)('the %s panel', (role) => {
  it.each(['fa', 'en'] as const)(
    'in %s: its own navigation and dashboard at 360 and 1280 px, every page reachable, no overflow',
    async (lang) => {
      const { page, context, problems } = await openPage(
        product.browser,
        product.server.baseUrl,
        DESKTOP,
      );
      await signIn(page, role);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await page.goto(`/${lang}/panel/dashboard`);
        await page.getByTestId(PAGES[role].dashboard).waitFor();
        await page.waitForLoadState('networkidle');
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await screenshot(page, `panel-${role}-${lang}-${viewport.width}`);
        const pages = await reachablePages(page, lang);
        expect(pages).toEqual([...PAGES[role].offers].sort());
        for (const never of PAGES[role].never) expect(pages).not.toContain(never);
      }
      expect(problems.errors).toEqual([]);
      await context.close();
    },
  );
});
