import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { screenshot } from './harness/browser';

export { CONSENT_TEXT, acceptConsent, consentDialog } from './harness/consent';

export type Lang = 'fa' | 'en';

/** What the profile, onboarding and consent screens say, as the catalogues word it. */
export const TEXT = {
  fa: {
    dir: 'rtl',
    // Sign-up screen (features/auth).
    firstname: 'نام',
    lastname: 'نام خانوادگی',
    email: 'ایمیل',
    password: 'رمز عبور',
    confirmation: 'تکرار رمز عبور',
    terms: 'قوانین و شرایط استفاده از روان را خوانده‌ام و می‌پذیرم.',
    submitRegister: 'ثبت‌نام',
    // Onboarding and setting.
    onboardingTitle: 'تکمیل اطلاعات',
    onboardingSubmit: 'ذخیره و ادامه',
    phoneCode: 'کد کشور',
    phoneNumber: 'شمارهٔ تلفن',
    codeRequired: 'لطفاً کد کشور را انتخاب کنید',
    timeZone: 'منطقهٔ زمانی',
    country: 'کشور محل زندگی',
    city: 'شهر',
    birthDay: 'روز',
    birthMonth: 'ماه',
    birthYear: 'سال',
    gender: 'جنسیت',
    marital: 'وضعیت تأهل',
    childCount: 'تعداد فرزندان',
    childOrder: 'فرزند چندم خانواده هستید؟',
    job: 'وضعیت شغلی',
    degree: 'تحصیلات',
    howKnown: 'از چه راهی با روان آشنا شدید؟',
    calendar: 'تقویم',
    language: 'زبان',
    settingTitle: 'اطلاعات شخصی',
    save: 'ذخیرهٔ تغییرات',
    saved: 'پروفایل شما ذخیره شد.',
    required: 'این فیلد الزامی است.',
    badPhone: 'شماره تلفن نامعتبر است.',
    currentPassword: 'رمز عبور فعلی',
    newPassword: 'رمز عبور تازه',
    newPasswordAgain: 'تکرار رمز عبور تازه',
    changePassword: 'تغییر رمز عبور',
    setPassword: 'تعیین رمز عبور',
    sessionsTitle: 'جلسه‌ها',
    name: 'نسرین',
  },
  en: {
    dir: 'ltr',
    firstname: 'First name',
    lastname: 'Last name',
    email: 'Email',
    password: 'Password',
    confirmation: 'Repeat password',
    terms: 'I have read and accept Ravan’s terms and conditions.',
    submitRegister: 'Sign up',
    onboardingTitle: 'Complete your details',
    onboardingSubmit: 'Save and continue',
    phoneCode: 'Country code',
    phoneNumber: 'Phone number',
    codeRequired: 'Please choose the country code',
    timeZone: 'Time zone',
    country: 'Country of residence',
    city: 'City',
    birthDay: 'Day',
    birthMonth: 'Month',
    birthYear: 'Year',
    gender: 'Gender',
    marital: 'Relationship status',
    childCount: 'Number of children',
    childOrder: 'Birth order (which child of your family are you?)',
    job: 'Employment',
    degree: 'Education',
    howKnown: 'How did you hear about Ravan?',
    calendar: 'Calendar',
    language: 'Language',
    settingTitle: 'Personal profile',
    save: 'Save changes',
    saved: 'Your profile was saved.',
    required: 'This field is required.',
    badPhone: 'Phone Number Invalid.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordAgain: 'Repeat the new password',
    changePassword: 'Change password',
    setPassword: 'Set password',
    sessionsTitle: 'Sessions',
    name: 'Nasrin',
  },
} as const;

export const PASSWORD = 'a-long-enough-password';

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/**
 * A browser context like the harness's (fresh storage, console errors recorded) that also sets
 * the device's time zone, which the profile screens suggest.
 */
export async function openDevice(
  browser: Browser,
  baseURL: string,
  options: { width?: number; height?: number; timezoneId?: string } = {},
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: 'fa-IR',
    timezoneId: options.timezoneId ?? 'Asia/Tehran',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Signs up through the sign-up screen (so the profile has no phone and no time zone yet). */
export async function signUp(page: Page, lang: Lang, email: string, afterLogin?: string) {
  const text = TEXT[lang];
  const query = afterLogin ? `?afterLogin=${encodeURIComponent(afterLogin)}` : '';
  await page.goto(`/${lang}/register${query}`);
  await page.getByLabel(text.firstname, { exact: true }).fill(text.name);
  await page.getByLabel(text.lastname, { exact: true }).fill('Karimi');
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(text.confirmation, { exact: true }).fill(PASSWORD);
  await page.getByLabel(text.terms).check();
  await page.getByRole('button', { name: text.submitRegister, exact: true }).click();
}

/** Waits until the app has asked the server for the profile and the platform (after a load). */
export async function profileAndPlatformLoaded(page: Page, load: () => Promise<unknown>) {
  const profile = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/user/profile'),
  );
  const platform = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/platformInfo'),
  );
  await load();
  await Promise.all([profile, platform]);
  // One more frame for React to render what they answered.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
  );
}

/** The profile as the server has it now, read with the page's own token. */
export async function serverProfile(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async () => {
    const response = await fetch('/api/v1/user/profile', {
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return ((await response.json()) as { data: { profile: Record<string, unknown> } }).data.profile;
  });
}

/** A screenshot at phone width (360 px) and at desktop width (1280 px), then back to desktop. */
export async function screenshotBoth(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await screenshot(page, `${name}-360`);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await screenshot(page, `${name}-1280`);
  return { overflowAt360: overflow };
}
