import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, waitForPath } from './harness/browser';
import { codeIn, nthMessage, persianDigits } from './harness/outbox';
import { productForFile } from './harness/product-for-file';
import { screenshotBothSizes } from './harness/viewports';

const product = productForFile();

const TEXT = {
  fa: {
    emailTab: 'کد ایمیلی',
    whatsappTab: 'واتس‌اپ',
    email: 'ایمیل',
    whatsapp: 'شمارهٔ واتس‌اپ',
    countryCode: 'کد کشور',
    send: 'ارسال کد',
    code: 'کد ۶ رقمی',
    resendIn: 'ارسال دوباره تا',
    codeSent: 'اگر این نشانی بتواند پیام را دریافت کند',
    wrongCode: 'کد اشتباه است یا منقضی شده است. کد تازه‌ای بگیرید و دوباره تلاش کنید.',
    badEmail: 'یک نشانی ایمیل معتبر وارد کنید',
    badPhone: 'شماره تلفن نامعتبر است.',
    // Typed as a phone keyboard set to Persian types it: the contract turns it into Latin digits.
    typeCode: persianDigits,
    typePhone: persianDigits,
    phone: '+4915112345678',
  },
  en: {
    emailTab: 'Email code',
    whatsappTab: 'WhatsApp',
    email: 'Email',
    whatsapp: 'WhatsApp number',
    countryCode: 'Country code',
    send: 'Send code',
    code: '6-digit code',
    resendIn: 'Resend code in',
    codeSent: 'If this address can receive it',
    wrongCode: 'The code is wrong or has expired. Ask for a new code and try again.',
    badEmail: 'Enter valid Email address',
    badPhone: 'Phone Number Invalid.',
    typeCode: (code: string) => code,
    typePhone: (phone: string) => phone,
    phone: '+4915112345670',
  },
} as const;

/** The wrong code nearest the right one: same length, last digit changed. */
const wrongCodeFor = (code: string) => `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;

async function session(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    flag: localStorage.getItem('isLoggedIn'),
    profile: JSON.parse(localStorage.getItem('profile') ?? 'null') as {
      email: string | null;
      cel: string | null;
    } | null,
  }));
}

describe.each(['fa', 'en'] as const)('code logins in %s', (lang) => {
  const text = TEXT[lang];

  it('signs in (and up) with a code from the email outbox; a wrong code shows the server’s message', async () => {
    const { page, context, problems } = await openPage(product.browser, product.server.baseUrl);
    await page.goto(`/${lang}/login`);
    await page.getByRole('tab', { name: text.emailTab }).waitFor();
    expect(await screenshotBothSizes(page, `${lang}-login`)).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: text.emailTab }).click();
    expect(await page.getByRole('tab', { name: text.emailTab }).getAttribute('aria-selected')).toBe(
      'true',
    );

    // SPEC.md §5 wording before anything is sent.
    await page.getByLabel(text.email, { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: text.send }).click();
    await page.getByText(text.badEmail).waitFor();
    expect(await screenshotBothSizes(page, `${lang}-login-email-code`)).toBeLessThanOrEqual(0);

    const email = `code-${lang}-${randomBytes(4).toString('hex')}@example.com`;
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: text.send }).click();
    await page.getByTestId('code-sent').waitFor();
    expect(await page.getByTestId('code-sent').innerText()).toContain(email);
    await page.getByText(text.codeSent).waitFor();
    // The resend button waits out its countdown.
    const resend = page.getByTestId('resend-code');
    expect(await resend.isDisabled()).toBe(true);
    expect(await resend.innerText()).toContain(text.resendIn);
    const input = page.getByLabel(text.code, { exact: true });
    expect(await input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await input.getAttribute('inputmode')).toBe('numeric');
    expect(await screenshotBothSizes(page, `${lang}-login-code-entry`)).toBeLessThanOrEqual(0);

    const code = codeIn(await nthMessage(product.server.baseUrl, email, 1));
    // Six digits submit themselves: a wrong code first…
    await input.fill(text.typeCode(wrongCodeFor(code)));
    await page.getByText(text.wrongCode).waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain(`/${lang}/login`);
    // …then the right one.
    await input.fill(text.typeCode(code));
    await waitForPath(page, `/${lang}/panel/dashboard`);
    const stored = await session(page);
    expect(stored.token).toBeTruthy();
    expect(stored.flag).toBe('true');
    expect(stored.profile?.email).toBe(email);
    expect(problems.errors.filter((error) => !error.includes('422'))).toEqual([]);
    await context.close();
  });

  it('signs in with a WhatsApp code, keeping afterLogin', async () => {
    const { page, context, problems } = await openPage(product.browser, product.server.baseUrl);
    const afterLogin = `/${lang}/panel/setting`;
    await page.goto(`/${lang}/login?afterLogin=${encodeURIComponent(afterLogin)}`);
    await page.getByRole('tab', { name: text.whatsappTab }).click();
    const phone = page.getByLabel(text.whatsapp, { exact: true });
    await phone.waitFor();

    await phone.fill(text.typePhone('12'));
    await page.getByRole('button', { name: text.send }).click();
    await page.getByText(text.badPhone).waitFor();

    // Germany, and the number as Germans write it: the leading 0 is the trunk prefix.
    await page.getByLabel(text.countryCode).selectOption('DE');
    await phone.fill(text.typePhone(`0${text.phone.slice(3)}`));
    expect(await screenshotBothSizes(page, `${lang}-login-whatsapp`)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: text.send }).click();
    await page.getByTestId('code-sent').waitFor();
    expect(await page.getByTestId('code-sent').innerText()).toContain(text.phone);

    const message = await nthMessage(product.server.baseUrl, text.phone, 1);
    expect(message.channel).toBe('whatsapp');
    await page.getByLabel(text.code, { exact: true }).fill(text.typeCode(codeIn(message)));
    await waitForPath(page, afterLogin);
    const stored = await session(page);
    expect(stored.flag).toBe('true');
    expect(stored.profile?.cel).toBe(text.phone);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('takes a full international number typed into the number box', async () => {
    const { page, context } = await openPage(product.browser, product.server.baseUrl, {
      width: 360,
      height: 740,
    });
    await page.goto(`/${lang}/login`);
    await page.getByRole('tab', { name: text.whatsappTab }).click();
    const phone = page.getByLabel(text.whatsapp, { exact: true });
    await phone.fill(text.typePhone('+44 7400 123456'));
    await phone.blur();
    expect(await page.getByLabel(text.countryCode).inputValue()).toBe('GB');
    expect(await phone.inputValue()).toBe('7400123456');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(
      await screenshotBothSizes(page, `${lang}-login-whatsapp-international`),
    ).toBeLessThanOrEqual(0);
    await context.close();
  });
});
