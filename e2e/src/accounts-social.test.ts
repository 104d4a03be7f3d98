import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIdentity, startFakeOidcProvider, type FakeOidcProvider } from '@ravan/testkit';
import { postJson } from './harness/accounts';
import { openPage, waitForPath } from './harness/browser';
import { startProduct, type Product } from './harness/product';
import { screenshotBothSizes } from './harness/viewports';

let idp: FakeOidcProvider;
let product: Product;
beforeAll(async () => {
  idp = await startFakeOidcProvider();
  product = await startProduct({ env: idp.env });
});
afterAll(async () => {
  await product?.close();
  await idp?.close();
});

const TEXT = {
  fa: {
    google: 'ادامه با حساب گوگل',
    phoneHeading: 'شمارهٔ موبایل خود را وارد کنید',
    phone: 'شمارهٔ موبایل',
    countryCode: 'کد کشور',
    save: 'ذخیره و ادامه',
    failedHeading: 'ورود انجام نشد',
    failed: 'ورود با گوگل انجام نشد. دوباره تلاش کنید یا از راه دیگری وارد شوید.',
    backToLogin: 'بازگشت به صفحهٔ ورود',
    linkInvalid: 'این لینک ورود نامعتبر، استفاده‌شده یا منقضی است.',
    incomplete: 'این لینک ورود کامل نیست. لطفاً دوباره وارد شوید.',
    consentConfirm: 'تأیید و ادامه',
    telegramHeading: 'اتصال حساب تلگرام',
    telegramLinked: 'حساب تلگرام شما متصل شد.',
    toDashboard: 'رفتن به داشبورد',
  },
  en: {
    google: 'Continue with Google',
    phoneHeading: 'Add your mobile number',
    phone: 'Mobile number',
    countryCode: 'Country code',
    save: 'Save and continue',
    failedHeading: 'You could not be logged in',
    failed: 'Signing in with Google did not work. Try again or use another way to log in.',
    backToLogin: 'Back to log in',
    linkInvalid: 'This login link is invalid, used or expired.',
    incomplete: 'This login link is incomplete. Please log in again.',
    consentConfirm: 'Confirm and continue',
    telegramHeading: 'Link your Telegram account',
    telegramLinked: 'Your Telegram account is linked.',
    toDashboard: 'Go to the dashboard',
  },
} as const;

/** A new account owes the platform's consent: the dialog (SPEC §4) may cover the screen. */
async function acceptConsentIfAsked(page: Page, text: (typeof TEXT)['fa' | 'en']) {
  const dialog = page.getByRole('dialog');
  try {
    await dialog.waitFor({ timeout: 4_000 });
  } catch {
    return;
  }
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: text.consentConfirm }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** Follows the Google redirects outside the browser, up to the /social-login address. */
async function ticketThroughRedirects(baseUrl: string): Promise<string> {
  let url = `${baseUrl}/api/v1/auth/google/redirect?lang=en`;
  for (let hop = 0; hop < 5; hop += 1) {
    const response = await fetch(url, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (!location) throw new Error(`no redirect from ${url} (${response.status})`);
    const next = new URL(location, url);
    const ticket = next.searchParams.get('ticket');
    if (next.pathname === '/social-login' && ticket) return ticket;
    url = next.href;
  }
  throw new Error('no ticket after 5 redirects');
}

describe.each(['fa', 'en'] as const)('Google sign-in and login links in %s', (lang) => {
  const text = TEXT[lang];

  it('goes Google → /social-login → phone entry → afterLogin, then straight in next time', async () => {
    const identity = randomIdentity();
    idp.setIdentity(identity);
    const { page, context, problems } = await openPage(product.browser, product.server.baseUrl);
    const afterLogin = `/${lang}/panel/setting`;
    await page.goto(`/${lang}/login?afterLogin=${encodeURIComponent(afterLogin)}`);
    const google = page.getByRole('link', { name: text.google });
    expect(await google.getAttribute('href')).toBe(
      `/api/v1/auth/google/redirect?lang=${lang}&afterLogin=${encodeURIComponent(afterLogin)}`,
    );
    await google.click();

    await waitForPath(page, '/social-login');
    await acceptConsentIfAsked(page, text);
    await page.getByRole('heading', { name: text.phoneHeading }).waitFor();
    // The ticket is spent and gone from the address bar.
    expect(new URL(page.url()).search).toBe('');
    await page.waitForSelector(`html[lang="${lang}"]`, { state: 'attached' });
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
    expect(await screenshotBothSizes(page, `${lang}-social-login-phone`)).toBeLessThanOrEqual(0);

    await page.getByLabel(text.countryCode).selectOption('DE');
    await page.getByLabel(text.phone, { exact: true }).fill('01511 2345671');
    await page.getByRole('button', { name: text.save }).click();
    await waitForPath(page, afterLogin);
    const profile = await page.evaluate(
      () => JSON.parse(localStorage.getItem('profile') ?? 'null') as { cel: string; email: string },
    );
    expect(profile).toMatchObject({ cel: '+4915112345671', email: identity.email });
    expect(problems.errors).toEqual([]);
    await context.close();

    // Same Google account in a fresh browser: it has a phone now, so no question this time.
    const second = await openPage(product.browser, product.server.baseUrl);
    await second.page.goto(`/${lang}/login`);
    await second.page.getByRole('link', { name: text.google }).click();
    await waitForPath(second.page, `/${lang}/panel/dashboard`);
    await second.context.close();
  });

  it('shows a translated failure when Google says no, with a way back', async () => {
    idp.denyNextAuthorization();
    const { page, context } = await openPage(product.browser, product.server.baseUrl);
    await page.goto(`/${lang}/login`);
    await page.getByRole('link', { name: text.google }).click();
    await page.getByRole('heading', { name: text.failedHeading }).waitFor();
    await page.getByTestId('ticket-failed').getByText(text.failed).waitFor();
    expect(await screenshotBothSizes(page, `${lang}-social-login-failed`)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: text.backToLogin }).click();
    await waitForPath(page, `/${lang}/login`);
    await context.close();
  });

  it('logs in with a one-time link, and refuses it the second time', async () => {
    idp.setIdentity(randomIdentity());
    const ticket = await ticketThroughRedirects(product.server.baseUrl);
    const { page, context } = await openPage(product.browser, product.server.baseUrl);
    await page.goto(`/${lang}/login-with-token?token=${ticket}`);
    await waitForPath(page, `/${lang}/panel/dashboard`);
    expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');
    await context.close();

    const again = await openPage(product.browser, product.server.baseUrl, {
      width: 360,
      height: 740,
    });
    await again.page.goto(`/${lang}/login-with-token?token=${ticket}`);
    await again.page.getByTestId('ticket-failed').getByText(text.linkInvalid).waitFor();
    await waitForPath(again.page, `/${lang}/login-with-token`);
    expect(
      await screenshotBothSizes(again.page, `${lang}-login-with-token-failed`),
    ).toBeLessThanOrEqual(0);
    await again.page.goto(`/${lang}/login-with-token`);
    await again.page.getByText(text.incomplete).waitFor();
    await again.context.close();
  });

  it('links Telegram from the bot’s link, logging in first', async () => {
    const link = await postJson(product.server.baseUrl, '/dev/telegram-link', {
      telegram_id: lang === 'fa' ? 7001 : 7002,
    });
    expect(link.status).toBe(201);
    const token = (link.body.data as { token: string }).token;
    const initialize = `/${lang}/initialize?telegram_auth_token=${encodeURIComponent(token)}`;

    idp.setIdentity(randomIdentity());
    const { page, context, problems } = await openPage(product.browser, product.server.baseUrl, {
      width: 360,
      height: 740,
    });
    await page.goto(initialize);
    // A guest logs in first (here with Google) and comes back.
    await waitForPath(page, `/${lang}/login?afterLogin=${encodeURIComponent(initialize)}`);
    await page.getByRole('link', { name: text.google }).click();
    await waitForPath(page, '/social-login');
    await acceptConsentIfAsked(page, text);
    await page.getByLabel(text.phone, { exact: true }).fill('+44 7400 123457');
    await page.getByRole('button', { name: text.save }).click();

    await page.getByRole('heading', { name: text.telegramHeading }).waitFor();
    await page.getByTestId('telegram-linked').getByText(text.telegramLinked).waitFor();
    // Used, then forgotten: not in the address bar any more.
    await waitForPath(page, `/${lang}/initialize`);
    expect(await screenshotBothSizes(page, `${lang}-initialize`)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: text.toDashboard }).click();
    await waitForPath(page, `/${lang}/panel/dashboard`);
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
