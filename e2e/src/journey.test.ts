import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot, waitForPath, waitForDocumentDirection } from './harness/browser';
import { acceptConsent } from './harness/consent';
import { productForFile } from './harness/product-for-file';

const product = productForFile();

const TEXT = {
  fa: {
    dir: 'rtl',
    loginHeading: 'ورود به روان',
    toRegister: 'ثبت‌نام کنید',
    registerHeading: 'ساخت حساب کاربری',
    firstname: 'نام',
    lastname: 'نام خانوادگی',
    email: 'ایمیل',
    password: 'رمز عبور',
    confirmation: 'تکرار رمز عبور',
    terms: 'قوانین و شرایط استفاده از روان را خوانده‌ام و می‌پذیرم.',
    submitRegister: 'ثبت‌نام',
    submitLogin: 'ورود',
    required: 'این فیلد الزامی است.',
    badEmail: 'یک نشانی ایمیل معتبر وارد کنید',
    termsRequired: 'پذیرفتن قوانین و شرایط الزامی است.',
    greeting: (name: string) => `سلام ${name}، خوش آمدید`,
    sessionLength: '۴۵',
    logout: 'خروج',
    loggedOut: 'از حساب خود خارج شدید.',
    wrongPassword: 'نام کاربری یا رمز عبور اشتباه است',
    name: 'شیرین',
  },
  en: {
    dir: 'ltr',
    loginHeading: 'Log in to Ravan',
    toRegister: 'Sign up',
    registerHeading: 'Create your account',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmation: 'Repeat password',
    terms: 'I have read and accept Ravan’s terms and conditions.',
    submitRegister: 'Sign up',
    submitLogin: 'Log in',
    required: 'This field is required.',
    badEmail: 'Enter valid Email address',
    termsRequired: 'Agreement to the terms and conditions is required.',
    greeting: (name: string) => `Hello ${name}, welcome`,
    sessionLength: '45',
    logout: 'Log out',
    loggedOut: 'You have been logged out.',
    wrongPassword: 'Wrong Username/Password',
    name: 'Shirin',
  },
} as const;

async function fillRegistration(
  page: Page,
  text: (typeof TEXT)['fa' | 'en'],
  email: string,
  password: string,
) {
  await page.getByLabel(text.firstname, { exact: true }).fill(text.name);
  await page.getByLabel(text.lastname, { exact: true }).fill('Tehrani');
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByLabel(text.confirmation, { exact: true }).fill(password);
  await page.getByLabel(text.terms).check();
}

describe.each(['fa', 'en'] as const)(
  'the %s journey: register, dashboard, logout, login',
  (lang) => {
    const text = TEXT[lang];

    it('walks from the landing page to the dashboard and back out', async () => {
      const { page, context, problems } = await openPage(product.browser, product.server.baseUrl);
      await page.goto(`/${lang}/login`);
      await waitForPath(page, `/${lang}/login`);
      await page.getByRole('heading', { name: text.loginHeading }).waitFor();
      await waitForDocumentDirection(page, text.dir);
      await screenshot(page, `${lang}-login-desktop`);

      await page.getByRole('link', { name: text.toRegister }).click();
      await waitForPath(page, `/${lang}/register`);
      await page.getByRole('heading', { name: text.registerHeading }).waitFor();

      // SPEC.md §5 messages, shown before anything is sent.
      await page.getByRole('button', { name: text.submitRegister }).click();
      await page.getByText(text.termsRequired).waitFor();
      expect(await page.getByText(text.required).count()).toBeGreaterThanOrEqual(4);
      await page.getByLabel(text.email, { exact: true }).fill('not-an-email');
      await page.getByLabel(text.firstname, { exact: true }).focus();
      await page.getByText(text.badEmail).waitFor();
      await screenshot(page, `${lang}-register-errors`);

      const email = `journey-${lang}-${randomBytes(4).toString('hex')}@example.com`;
      const password = 'a-long-enough-password';
      await fillRegistration(page, text, email, password);
      await page.getByRole('button', { name: text.submitRegister }).click();

      await waitForPath(page, `/${lang}/panel/dashboard`);
      // A new account first accepts the consent (SPEC.md §4; e2e/src/profile-*.test.ts test it).
      await acceptConsent(page, lang);
      await page.getByRole('heading', { name: text.greeting(text.name) }).waitFor();
      expect(await page.locator('main').innerText()).toContain(text.sessionLength);
      await waitForDocumentDirection(page, text.dir);
      await screenshot(page, `${lang}-dashboard-desktop`);

      // An unknown panel screen leads back to the dashboard.
      await page.goto(`/${lang}/panel/no-such-screen`);
      await waitForPath(page, `/${lang}/panel/dashboard`);

      // The session survives a reload (token and flag in local storage).
      await page.reload();
      await page.getByRole('heading', { name: text.greeting(text.name) }).waitFor();

      // SPEC.md §4: logout goes to the public site (the home page in the same language).
      await page.getByTestId('logout').click();
      await waitForPath(page, `/${lang}`);
      await page.getByText(text.loggedOut).waitFor();
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('token'),
        flag: localStorage.getItem('isLoggedIn'),
        profile: localStorage.getItem('profile'),
        anon: localStorage.getItem('anon'),
      }));
      expect(stored).toMatchObject({ token: null, flag: null, profile: null });
      expect(stored.anon).toMatch(/^[A-Za-z0-9]{12}$/);

      // A guest can no longer open the panel.
      await page.goto(`/${lang}/panel/dashboard`);
      await waitForPath(
        page,
        `/${lang}/login?afterLogin=${encodeURIComponent(`/${lang}/panel/dashboard`)}`,
      );

      // A wrong password is refused with the server's message; the right one lets them back in.
      await page.getByLabel(text.email, { exact: true }).fill(email);
      await page.getByLabel(text.password, { exact: true }).fill('wrong-password-here');
      await page.getByRole('button', { name: text.submitLogin, exact: true }).click();
      await page.getByText(text.wrongPassword).waitFor();
      await page.getByLabel(text.password, { exact: true }).fill(password);
      await page.getByRole('button', { name: text.submitLogin, exact: true }).click();
      await waitForPath(page, `/${lang}/panel/dashboard`);
      await page.getByRole('heading', { name: text.greeting(text.name) }).waitFor();

      expect(problems.errors.filter((error) => !error.includes('401'))).toEqual([]);
      await context.close();
    });

    it('fits a 360 px phone screen without sideways scrolling', async () => {
      const { page, context } = await openPage(product.browser, product.server.baseUrl, {
        width: 360,
        height: 740,
      });
      await page.goto(`/${lang}/register`);
      await page.getByRole('heading', { name: text.registerHeading }).waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `${lang}-register-mobile`);
      await context.close();
    });
  },
);

describe('language switch', () => {
  it('moves between fa and en on the same screen', async () => {
    const { page, context } = await openPage(product.browser, product.server.baseUrl);
    await page.goto('/fa/login?afterLogin=%2Ffa%2Fpanel%2Fsessions');
    await page.getByTestId('language-switch').click();
    await waitForPath(page, '/en/login?afterLogin=%2Ffa%2Fpanel%2Fsessions');
    await waitForDocumentDirection(page, 'ltr');
    await page.getByTestId('language-switch').click();
    await waitForPath(page, '/fa/login?afterLogin=%2Ffa%2Fpanel%2Fsessions');
    await waitForDocumentDirection(page, 'rtl');
    await context.close();
  });
});
