import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount, postJson, uniqueEmail } from './harness/accounts';
import { waitForDocumentDirection, waitForPath } from './harness/browser';
import { nthMessage, resetPathIn } from './harness/outbox';
import { startProduct, type Product } from './harness/product';
import { apiLogin, DEMO_EMAIL, loggedInContext } from './harness/screens';

/**
 * Issue 10, "Language switch": switching language keeps the page, its parameters and its query
 * everywhere, the root-level screens without a language prefix included (they went to /en/login).
 */

let product: Product;
beforeAll(async () => {
  product = await startProduct();
});
afterAll(async () => {
  await product?.close();
});

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function switchTo(page: Page, lang: 'fa' | 'en') {
  await page.getByTestId('language-switch').click();
  await waitForDocumentDirection(page, lang === 'fa' ? 'rtl' : 'ltr', lang);
}

describe('the language switch keeps the page', () => {
  it('on a password-reset link: the token stays usable and the new password is set in English', async () => {
    const base = product.server.baseUrl;
    const email = uniqueEmail('switch-reset');
    await registerAccount(base, email, 'the-old-password');
    await postJson(base, '/forgotPassword', { email }, 'fa');
    // Message 1 is the sign-up's address verification link; the reset link is the second.
    const resetPath = resetPathIn(await nthMessage(base, email, 2));

    const context = await loggedInContext(product.browser, base, null);
    const page = await context.newPage();
    await page.goto(`${resetPath}?lang=fa`);
    await page.getByRole('heading', { name: 'تعیین رمز عبور تازه' }).waitFor();
    // The token leaves the address bar as soon as it is read; the language stays in it.
    await waitForPath(page, '/password/reset?lang=fa');

    await switchTo(page, 'en');
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    expect(await page.title()).toBe('Set a new password | Ravan');
    await waitForPath(page, '/password/reset?lang=en');

    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
    await page.getByLabel('Repeat password', { exact: true }).fill('a-brand-new-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await waitForPath(page, '/en/login');
    await page.getByText('Your new password is set. Please log in with it.').waitFor();
    await context.close();
  });

  it('on the calendar, the payment return and the social login: path and query kept, both ways', async () => {
    const base = product.server.baseUrl;
    const doctors = (await (await fetch(`${base}/api/v1/doctors`)).json()) as {
      data: { id: number }[];
    };
    const doctor = doctors.data[0]?.id;
    const session = await apiLogin(base, DEMO_EMAIL.client);
    const context = await loggedInContext(product.browser, base, session);
    const page = await context.newPage();

    const screens = [
      { path: `/calendar?doctor=${doctor}`, fa: 'تقویم | روان', en: 'Calendar | Ravan' },
      {
        path: '/process-payment?paymentID=424242',
        fa: 'بررسی پرداخت | روان',
        en: 'Checking your payment | Ravan',
      },
      {
        path: '/social-login?error=unavailable',
        fa: 'ورود با گوگل | روان',
        en: 'Sign in with Google | Ravan',
      },
    ];
    for (const screen of screens) {
      await page.goto(`${screen.path}&lang=fa`);
      await waitForDocumentDirection(page, 'rtl', 'fa');
      await page.waitForFunction((title) => document.title === title, screen.fa);

      await switchTo(page, 'en');
      expect(pathAndQuery(page)).toBe(`${screen.path}&lang=en`);
      await page.waitForFunction((title) => document.title === title, screen.en);

      await switchTo(page, 'fa');
      expect(pathAndQuery(page)).toBe(`${screen.path}&lang=fa`);
      await page.waitForFunction((title) => document.title === title, screen.fa);
    }
    // The social login's refusal is said again in the new language.
    await switchTo(page, 'en');
    await page.getByText('Signing in with Google is not available right now').waitFor();
    await context.close();
  });

  it('under a language prefix: path parameters and query kept', async () => {
    const base = product.server.baseUrl;
    const session = await apiLogin(base, DEMO_EMAIL.therapist);
    const context = await loggedInContext(product.browser, base, session);
    const page = await context.newPage();
    await page.goto('/fa/panel/therapist?tab=hours');
    await page.getByRole('tab', { name: 'ساعت‌های کاری', selected: true }).waitFor();
    await switchTo(page, 'en');
    await waitForPath(page, '/en/panel/therapist?tab=hours');
    await page.getByRole('tab', { name: 'Hours', selected: true }).waitFor();
    await context.close();
  });
});
