import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { waitForPath } from './harness/browser';

export type Lang = 'fa' | 'en';

/** What the commerce screens say, as the catalogues word it (locales/{fa,en}/commerce.ts). */
export const SHOP = {
  fa: {
    email: 'ایمیل',
    password: 'رمز عبور',
    login: 'ورود',
    packagesTitle: 'بسته‌ها',
    basketTitle: 'سبد خرید',
    goToBasket: 'رفتن به سبد خرید',
    currency: 'واحد پول',
    add: (title: string) => `افزودن به سبد خرید: ${title}`,
    added: (title: string) => `«${title}» به سبد خرید افزوده شد.`,
    inBasketAlready: 'این بسته در حال حاضر در سبد خرید شماست',
    coupon: 'کد تخفیف',
    applyCoupon: 'اعمال کد',
    couponApplied: 'کد تخفیف اعمال شد.',
    couponNotFound: 'کد تخفیف پیدا نشد',
    saveOrder: 'ثبت سفارش',
    canPay: 'قابل پرداخت',
    partiallyPaid: 'بخشی پرداخت شده',
    paid: 'پرداخت شده',
    factorsTitle: 'کیف پول و فاکتورها',
    gift: 'کد کارت هدیه',
    redeem: 'ثبت کارت هدیه',
    giftDone: 'کارت هدیه ثبت شد و مبلغ آن به کیف پول شما افزوده شد.',
    partialAmount: 'مبلغ پرداخت از کیف پول (دلار آمریکا)',
    payPartial: 'پرداخت بخشی از کیف پول',
    walletPaid: 'پرداخت از کیف پول انجام شد.',
    walletType: 'کیف پول',
    payOnline: (amount: string) => `پرداخت آنلاین ${amount}`,
    approve: 'تأیید پرداخت',
    successTitle: 'پرداخت با موفقیت انجام شد',
    viewFactor: 'مشاهدهٔ فاکتور',
    failTitle: 'اوه! مشکلی پیش آمد. نتوانستیم پرداخت شما را انجام دهیم.',
    tryAgain: 'بازگشت به فاکتور و پرداخت دوباره',
    onlineType: 'پرداخت آنلاین',
    invitees: 'دعوت از دوستان',
    moreMenu: 'بیشتر',
    copyCode: 'کپی کد',
    copied: 'کپی شد',
    tomanPrice: /^[۰-۹]{1,3}(٬[۰-۹]{3})* تومان$/,
    onePrice: '۹۵۰٬۰۰۰ تومان',
  },
  en: {
    email: 'Email',
    password: 'Password',
    login: 'Log in',
    packagesTitle: 'Packages',
    basketTitle: 'Basket',
    goToBasket: 'Go to the basket',
    currency: 'Currency',
    add: (title: string) => `Add to basket: ${title}`,
    added: (title: string) => `“${title}” was added to your basket.`,
    inBasketAlready: 'This package is already in your basket',
    coupon: 'Discount code',
    applyCoupon: 'Apply code',
    couponApplied: 'The discount code was applied.',
    couponNotFound: 'Coupon/Discount Code not found',
    saveOrder: 'Place order',
    canPay: 'Can pay',
    partiallyPaid: 'Partially paid',
    paid: 'Paid',
    factorsTitle: 'Wallet and invoices',
    gift: 'Gift card code',
    redeem: 'Redeem gift card',
    giftDone: 'The gift card was applied and its amount added to your wallet.',
    partialAmount: 'Amount to pay from the wallet (US dollar)',
    payPartial: 'Pay part from the wallet',
    walletPaid: 'The wallet payment went through.',
    walletType: 'Wallet',
    payOnline: (amount: string) => `Pay ${amount} online`,
    approve: 'Approve payment',
    successTitle: 'Payment successful',
    viewFactor: 'View the invoice',
    failTitle: "Oops! Something went Wrong. We couldn't Process your payment.",
    tryAgain: 'Back to the invoice to pay again',
    onlineType: 'Online payment',
    invitees: 'Invite friends',
    moreMenu: 'More',
    copyCode: 'Copy code',
    copied: 'Copied',
    tomanPrice: /^\d{1,3}(,\d{3})* Toman$/,
    onePrice: '950,000 Toman',
  },
} as const;

export const PASSWORD = 'a-long-enough-password';

async function api(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: { data?: Record<string, unknown>; message?: string } }> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as never };
}

/**
 * A new client whose profile is complete (phone and time zone, so the flagged panel screens
 * open) and who accepted the platform's current consent; made through the API.
 */
export async function freshClient(
  baseUrl: string,
  prefix: string,
  tz = 'Asia/Tehran',
): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await api(baseUrl, 'POST', '/register', {
    email,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    firstname: 'Mina',
    lastname: 'Rahimi',
    terms: true,
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const token = String((registered.body.data as { token: string }).token);
  const profile = await api(baseUrl, 'POST', '/user/profile', { cel: '+989121234567', tz }, token);
  if (profile.status !== 200) throw new Error(`profile answered ${profile.status}`);
  const platform = await api(baseUrl, 'GET', '/platformInfo');
  const version = (platform.body.data as { consent_version: string | null }).consent_version;
  if (version) {
    const consent = await api(
      baseUrl,
      'POST',
      '/user/consent-form',
      { consent_version: version },
      token,
    );
    if (consent.status !== 200) throw new Error(`consent answered ${consent.status}`);
  }
  return { email, token };
}

/**
 * Buys a package through the API the way the browser does: basket, invoice, and the built-in
 * sandbox gateway's approve button. The paid invoice grants the package's session credits.
 */
export async function buyPackage(baseUrl: string, token: string, packageId: number) {
  const expectOk = (answer: { status: number }, what: string) => {
    if (answer.status >= 300) throw new Error(`${what} answered ${answer.status}`);
  };
  expectOk(await api(baseUrl, 'POST', '/cart', { package_id: packageId }, token), 'cart');
  const order = await api(baseUrl, 'POST', '/saveorder', undefined, token);
  expectOk(order, 'saveorder');
  const factorId = (order.body.data as { factor: { id: number } }).factor.id;
  const started = await api(
    baseUrl,
    'GET',
    `/payorder/${factorId}?gateway=sandbox`,
    undefined,
    token,
  );
  expectOk(started, 'payorder');
  const hosted = new URL((started.body.data as { redirect_url: string }).redirect_url, baseUrl);
  // The hosted page's approve button: a form post that redirects to the signed callback.
  const decided = await fetch(new URL(`${hosted.pathname}/decide`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=approve',
    redirect: 'manual',
  });
  const callback = decided.headers.get('location');
  if (!callback) throw new Error(`sandbox decide answered ${decided.status}`);
  await fetch(new URL(callback, baseUrl), { redirect: 'manual' });
  const factor = await api(baseUrl, 'GET', `/user/factors/${factorId}`, undefined, token);
  const state = (factor.body.data as { factor: { state: string } }).factor.state;
  if (state !== 'paid') throw new Error(`factor ${factorId} is ${state} after the sandbox`);
  return factorId;
}

/** A device with empty storage that records console errors. */
export async function openShopper(browser: Browser, baseURL: string, timezoneId = 'Asia/Tehran') {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'fa-IR',
    timezoneId,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Logs in on the login screen, then waits for the dashboard. */
export async function logIn(page: Page, lang: Lang, email: string, password = PASSWORD) {
  const text = SHOP[lang];
  await page.goto(`/${lang}/login`);
  await page.getByLabel(text.email, { exact: true }).fill(email);
  await page.getByLabel(text.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: text.login, exact: true }).click();
  await waitForPath(page, `/${lang}/panel/dashboard`);
}

/** The snackbar once it shows the given text. */
export async function snackbarSays(page: Page, text: string) {
  await page.getByTestId('snackbar').filter({ hasText: text }).waitFor();
}
