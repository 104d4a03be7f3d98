import { describe, expect, it } from 'vitest';
import { registerAccount, registerByEmailCode, uniqueEmail } from './harness/accounts';
import { openPage, waitForPath } from './harness/browser';
import { nthMessage, resetPathIn } from './harness/outbox';
import { productForFile } from './harness/product-for-file';
import { screenshotBothSizes } from './harness/viewports';

const product = productForFile();

const TEXT = {
  fa: {
    email: 'ایمیل',
    password: 'رمز عبور',
    newPassword: 'رمز عبور تازه',
    confirmation: 'تکرار رمز عبور',
    forgotLink: 'رمز عبور را فراموش کرده‌اید؟',
    forgotHeading: 'بازیابی رمز عبور',
    sendLink: 'ارسال لینک',
    resetSent: 'اگر حسابی با این ایمیل وجود داشته باشد، لینک تعیین رمز تازه برایش فرستاده شد.',
    resetHeading: 'تعیین رمز عبور تازه',
    save: 'ذخیرهٔ رمز عبور',
    required: 'این فیلد الزامی است.',
    tooShort: 'رمز عبور باید دست‌کم ۸ کاراکتر باشد',
    mismatch: 'رمز عبور و تکرار آن یکسان نیستند',
    resetDone: 'رمز عبور تازهٔ شما ثبت شد. لطفاً با آن وارد شوید.',
    linkInvalid: 'این لینک تغییر رمز عبور نامعتبر یا منقضی شده است. لینک تازه‌ای درخواست کنید.',
    newLink: 'درخواست لینک تازه',
    login: 'ورود',
    wrongPassword: 'نام کاربری یا رمز عبور اشتباه است',
    emailCodeTab: 'کد ایمیلی',
    useCode: 'کد ورود را به ایمیلم بفرست',
  },
  en: {
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    confirmation: 'Repeat password',
    forgotLink: 'Forgot your password?',
    forgotHeading: 'Reset your password',
    sendLink: 'Send the link',
    resetSent: 'If an account uses this email, a link to set a new password is on its way.',
    resetHeading: 'Set a new password',
    save: 'Save password',
    required: 'This field is required.',
    tooShort: 'Password must be more than 8 characters',
    mismatch: 'password and Re-enterd password are not the same',
    resetDone: 'Your new password is set. Please log in with it.',
    linkInvalid: 'This password-reset link is invalid or has expired. Ask for a new one.',
    newLink: 'Ask for a new link',
    login: 'Log in',
    wrongPassword: 'Wrong Username/Password',
    emailCodeTab: 'Email code',
    useCode: 'Email me a code',
  },
} as const;

describe.each(['fa', 'en'] as const)('forgotten password in %s', (lang) => {
  const text = TEXT[lang];

  it('emails a reset link, sets a new password through it, and logs in with that', async () => {
    const base = product.server.baseUrl;
    const email = uniqueEmail(`reset-${lang}`);
    const oldPassword = 'the-old-password';
    const newPassword = 'a-brand-new-password';
    await registerAccount(base, email, oldPassword);

    const { page, context, problems } = await openPage(product.browser, base);
    await page.goto(`/${lang}/login`);
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByRole('link', { name: text.forgotLink }).click();
    await waitForPath(page, `/${lang}/forgot-password`);
    await page.getByRole('heading', { name: text.forgotHeading }).waitFor();
    expect(await page.title()).toContain(lang === 'fa' ? 'فراموشی رمز عبور' : 'Forgot password');
    // The email typed on the login page comes along.
    expect(await page.getByLabel(text.email, { exact: true }).inputValue()).toBe(email);
    expect(await screenshotBothSizes(page, `${lang}-forgot-password`)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: text.sendLink }).click();
    await page.getByTestId('reset-sent').getByText(text.resetSent).waitFor();
    expect(await screenshotBothSizes(page, `${lang}-forgot-password-sent`)).toBeLessThanOrEqual(0);

    // Message 1 is the sign-up's address verification link; the reset link is the second.
    const resetPath = resetPathIn(await nthMessage(base, email, 2));
    await page.goto(resetPath);
    await page.getByRole('heading', { name: text.resetHeading }).waitFor();
    // The token leaves the address bar (and this history entry) as soon as it is read.
    await waitForPath(page, '/password/reset');
    expect(await page.evaluate(() => window.location.href)).not.toContain(resetPath);
    // A root-level screen: it speaks the language last used.
    await page.waitForSelector(`html[lang="${lang}"]`, { state: 'attached' });

    const save = page.getByRole('button', { name: text.save });
    await save.click();
    expect(await page.getByText(text.required).count()).toBe(2);
    await page.getByLabel(text.newPassword, { exact: true }).fill('short');
    await page.getByLabel(text.confirmation, { exact: true }).fill('shorter');
    await save.click();
    await page.getByText(text.tooShort).waitFor();
    await page.getByText(text.mismatch).waitFor();
    expect(await screenshotBothSizes(page, `${lang}-reset-password-errors`)).toBeLessThanOrEqual(0);

    await page.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(text.confirmation, { exact: true }).fill(newPassword);
    await save.click();
    await waitForPath(page, `/${lang}/login`);
    await page.getByTestId('login-notice').getByText(text.resetDone).waitFor();
    expect(await screenshotBothSizes(page, `${lang}-login-after-reset`)).toBeLessThanOrEqual(0);

    const submit = page.getByRole('button', { name: text.login, exact: true });
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByLabel(text.password, { exact: true }).fill(oldPassword);
    await submit.click();
    await page.getByText(text.wrongPassword).waitFor();
    await page.getByLabel(text.password, { exact: true }).fill(newPassword);
    await submit.click();
    await waitForPath(page, `/${lang}/panel/dashboard`);

    expect(problems.errors.filter((error) => !/40[13]|422/.test(error))).toEqual([]);
    await context.close();

    // A used link is refused with the server's message and a way to ask for a new one.
    const again = await openPage(product.browser, base);
    await again.page.goto(`/${lang}/forgot-password`);
    // Rendered, so the language is remembered for the root-level reset screen.
    await again.page.getByRole('heading', { name: text.forgotHeading }).waitFor();
    await again.page.goto(resetPath);
    await again.page.getByLabel(text.newPassword, { exact: true }).fill('yet-another-password');
    await again.page.getByLabel(text.confirmation, { exact: true }).fill('yet-another-password');
    await again.page.getByRole('button', { name: text.save }).click();
    await again.page.getByTestId('reset-link-problem').getByText(text.linkInvalid).waitFor();
    await again.page.getByRole('link', { name: text.newLink }).waitFor();
    await again.context.close();
  });

  it('lays the forgot and reset screens out at 360 px', async () => {
    const { page, context } = await openPage(product.browser, product.server.baseUrl, {
      width: 360,
      height: 740,
    });
    await page.goto(`/${lang}/forgot-password`);
    await page.getByRole('heading', { name: text.forgotHeading }).waitFor();
    expect(await screenshotBothSizes(page, `${lang}-forgot-password-blank`)).toBeLessThanOrEqual(0);
    await page.goto(`/password/reset/${'x'.repeat(40)}`);
    await page.getByRole('heading', { name: text.resetHeading }).waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await screenshotBothSizes(page, `${lang}-reset-password`)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('points an account without a password to "email me a code"', async () => {
    const base = product.server.baseUrl;
    const email = uniqueEmail(`nopass-${lang}`);
    await registerByEmailCode(base, email);
    const { page, context } = await openPage(product.browser, base);
    await page.goto(`/${lang}/login`);
    await page.getByLabel(text.email, { exact: true }).fill(email);
    await page.getByLabel(text.password, { exact: true }).focus();
    await page.getByTestId('passwordless-hint').waitFor();
    await page.getByRole('button', { name: text.useCode }).click();
    expect(
      await page.getByRole('tab', { name: text.emailCodeTab }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(await page.getByLabel(text.email, { exact: true }).inputValue()).toBe(email);
    await context.close();
  });
});
