import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForPath } from './harness/browser';
import { acceptConsent } from './harness/consent';
import { startProduct, type Product } from './harness/product';
import { SHOP, freshClient, logIn, openShopper, snackbarSays, type Lang } from './commerce-support';
import { TEXT, signUp, uniqueEmail } from './profile-support';

/** The demo support account (SPEC's seed): role support. */
const SUPPORT = { email: 'support@ravan.demo', password: 'ravan-demo-2026' };

/** What the screens say, as the catalogues word it (locales/{fa,en}/staff.ts and commerce.ts). */
const STAFF = {
  fa: {
    title: 'بررسی واریزهای بانکی',
    review: (id: string) => `بررسی واریز فاکتور شمارهٔ ${id}`,
    approve: (amount: string) => `تأیید پرداخت ${amount}`,
    approved: 'پرداخت تأیید شد و فاکتور به‌روز شد.',
    reject: 'رد پرداخت…',
    back: 'بازگشت',
    reference: 'شناسهٔ واریز',
    holder: 'شرکت روان‌درمانی روان',
    onlineHeld: 'رسید واریز بانکی شما در انتظار بررسی است',
    reasonRequired: 'لطفاً دلیل رد را بنویسید.',
    confirmReject: 'رد پرداخت',
    reason: 'دلیل رد',
    rejected: 'پرداخت رد شد.',
    cancel: 'انصراف',
    offlineAmount: 'مبلغ واریزی (تومان)',
    amountTyped: '۹۵۰٬۰۰۰',
    receipt: 'رسید واریز (تصویر یا PDF)',
    send: 'ارسال رسید',
    sent: 'رسید شما ارسال شد و پس از بررسی تأیید می‌شود.',
    digits: (n: string) => n.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] ?? d),
  },
  en: {
    title: 'Bank transfer review',
    review: (id: string) => `Review the transfer for invoice no. ${id}`,
    approve: (amount: string) => `Approve ${amount}`,
    approved: 'The payment was approved and the invoice updated.',
    reject: 'Reject…',
    back: 'Back',
    reference: 'Transfer reference',
    holder: 'شرکت روان‌درمانی روان',
    onlineHeld: 'Your bank transfer receipt is awaiting review',
    reasonRequired: 'Please write the reason.',
    confirmReject: 'Reject payment',
    reason: 'Reason for rejecting',
    rejected: 'The payment was rejected.',
    cancel: 'Cancel',
    offlineAmount: 'Amount transferred (Toman)',
    amountTyped: '950,000',
    receipt: 'Transfer receipt (image or PDF)',
    send: 'Send receipt',
    sent: 'Your receipt was sent; it will be approved after review.',
    digits: (n: string) => n,
  },
} as const;

// A 1×1 PNG: the server recognises receipts by their content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let product: Product;
beforeAll(async () => {
  product = await startProduct();
  // The support account accepts the platform's consent once, so its journeys are about payments.
  const base = `${product.server.baseUrl}/api/v1`;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(SUPPORT),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const consent = await fetch(`${base}/user/consent-form`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ consent_version: '2026-01' }),
  });
  expect(consent.status).toBe(200);
});
afterAll(async () => {
  await product?.close();
});

/** Signs up in the UI on the way to the packages, accepts the consent, completes the details. */
async function newClient(page: Page, lang: Lang) {
  const text = TEXT[lang];
  const packages = `/${lang}/panel/packages`;
  const email = uniqueEmail(`staff-pay-${lang}`);
  await signUp(page, lang, email, packages);
  await waitForPath(
    page,
    `/${lang}/panel/user-onboarding?afterLogin=${encodeURIComponent(packages)}`,
  );
  await acceptConsent(page, lang);
  await page
    .getByLabel(text.phoneNumber, { exact: true })
    .fill(lang === 'fa' ? '۰۹۱۲۱۲۳۴۵۶۷' : '09121234567');
  await page.getByLabel(text.phoneCode, { exact: true }).selectOption('IR');
  await page.getByRole('button', { name: text.onboardingSubmit }).click();
  await waitForPath(page, packages);
  return email;
}

describe.each(['fa', 'en'] as const)('support approves a bank transfer in %s', (lang) => {
  const shop = SHOP[lang];
  const staff = STAFF[lang];

  it('the client sends a receipt; support sees it and approves; the invoice is paid', async () => {
    const client = await openShopper(product.browser, product.server.baseUrl);
    const email = await newClient(client.page, lang);

    // One package, the order, then a bank transfer with its receipt.
    const page = client.page;
    const card = page.getByTestId('package-card').first();
    await card.waitFor();
    const title = await card.getByRole('heading', { level: 2 }).innerText();
    await page.getByRole('button', { name: shop.add(title) }).click();
    await snackbarSays(page, shop.added(title));
    await page.goto(`/${lang}/panel/basket`);
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByRole('button', { name: shop.saveOrder }).click();
    await waitForPath(page, new RegExp(`^/${lang}/panel/factor/(\\d+)$`));
    const factorPath = new URL(page.url()).pathname;
    const factorId = factorPath.split('/').at(-1) ?? '';
    const form = page.getByTestId('offline-pay');
    // Where to send it: the platform's toman accounts (holder, bank, IBAN, card) and the reference.
    const details = form.getByTestId('transfer-details');
    await details.getByTestId('transfer-account').first().waitFor();
    expect(await details.getByTestId('transfer-account').count()).toBe(2);
    expect(await details.getByTestId('transfer-account').first().innerText()).toContain(
      staff.holder,
    );
    expect(await details.getByTestId('transfer-iban').first().innerText()).toBe(
      'IR82 0540 1026 8002 0817 9090 02',
    );
    expect(await details.getByTestId('transfer-card').first().innerText()).toBe(
      '6104 3312 3456 7890',
    );
    expect(await details.getByLabel(staff.reference, { exact: true }).inputValue()).toBe(
      `RVN-${factorId}`,
    );
    expect(await page.getByTestId('online-pay').count()).toBe(1);
    await form.getByLabel(staff.offlineAmount).fill(staff.amountTyped);
    await form
      .getByLabel(staff.receipt)
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: staff.send }).click();
    await snackbarSays(page, staff.sent);
    // While it waits for review, online payment is not offered, and the screen says why.
    await page.getByTestId('online-pay-held').filter({ hasText: staff.onlineHeld }).waitFor();
    expect(await page.getByTestId('online-pay').count()).toBe(0);

    // A client has no staff link, and the staff screen sends them to the dashboard.
    expect(await page.getByRole('link', { name: staff.title }).count()).toBe(0);
    await page.goto(`/${lang}/panel/staff/payments`);
    await waitForPath(page, `/${lang}/panel/dashboard`);

    // Support, on another device: the link in the navigation, the payment and its receipt.
    const desk = await openShopper(product.browser, product.server.baseUrl);
    const support = desk.page;
    await support.goto(`/${lang}/login`);
    await support.getByLabel(shop.email, { exact: true }).fill(SUPPORT.email);
    await support.getByLabel(shop.password, { exact: true }).fill(SUPPORT.password);
    await support.getByRole('button', { name: shop.login, exact: true }).click();
    await waitForPath(support, `/${lang}/panel/dashboard`);
    await support.getByRole('link', { name: staff.title }).click();
    await waitForPath(support, `/${lang}/panel/staff/payments`);
    await support.getByRole('heading', { name: staff.title, level: 1 }).waitFor();
    const row = support.getByTestId('staff-payment-row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.getByTestId('staff-payment-amount').innerText()).toBe(shop.onePrice);
    // Review opens one dialog: client, amount, invoice reference and the receipt, then decide.
    await row.getByRole('button', { name: staff.review(staff.digits(factorId)) }).click();
    const dialog = support.getByTestId('review-dialog');
    await dialog.waitFor();
    expect(await dialog.getByTestId('review-client').innerText()).toContain(email);
    expect(await dialog.getByTestId('review-amount').innerText()).toBe(shop.onePrice);
    expect(await dialog.getByTestId('review-reference').innerText()).toBe(`RVN-${factorId}`);
    const image = dialog.getByTestId('receipt-image');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^blob:/);
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(1);

    // Approve and Reject are apart: at the two ends of the dialog's row of buttons.
    const approve = dialog.getByRole('button', { name: staff.approve(shop.onePrice) });
    const reject = dialog.getByRole('button', { name: staff.reject });
    const [a, r] = [await approve.boundingBox(), await reject.boundingBox()];
    expect(a && r).toBeTruthy();
    const gap = a!.x > r!.x ? a!.x - (r!.x + r!.width) : r!.x - (a!.x + a!.width);
    expect(gap).toBeGreaterThanOrEqual(24);

    // Rejecting asks for a reason; without one it refuses. Backed out of here.
    await reject.click();
    await dialog.getByRole('button', { name: staff.confirmReject }).click();
    await dialog.getByText(staff.reasonRequired).waitFor();
    await dialog.getByRole('button', { name: staff.back }).click();

    await approve.click();
    await snackbarSays(support, staff.approved);
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });

    // The client's invoice is paid.
    await page.goto(factorPath);
    await page.getByTestId('factor-state').filter({ hasText: shop.paid }).waitFor();

    expect(client.errors.filter((message) => !message.includes('status of 4'))).toEqual([]);
    expect(desk.errors).toEqual([]);
    await desk.context.close();
    await client.context.close();
  });
});

describe('support rejects a bank transfer in fa', () => {
  it('asks for a reason; the client sees the payment rejected and the invoice still payable', async () => {
    const shop = SHOP.fa;
    const staff = STAFF.fa;
    const { email } = await freshClient(product.server.baseUrl, 'staff-reject');
    const client = await openShopper(product.browser, product.server.baseUrl);
    const page = client.page;
    await logIn(page, 'fa', email);
    await page.goto('/fa/panel/packages');
    const card = page.getByTestId('package-card').first();
    await card.waitFor();
    const title = await card.getByRole('heading', { level: 2 }).innerText();
    await page.getByRole('button', { name: shop.add(title) }).click();
    await snackbarSays(page, shop.added(title));
    await page.goto('/fa/panel/basket');
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByRole('button', { name: shop.saveOrder }).click();
    await waitForPath(page, /^\/fa\/panel\/factor\/\d+$/);
    const factorPath = new URL(page.url()).pathname;
    const factorId = factorPath.split('/').at(-1) ?? '';
    const form = page.getByTestId('offline-pay');
    await form.getByLabel(staff.offlineAmount).fill(staff.amountTyped);
    await form
      .getByLabel(staff.receipt)
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: staff.send }).click();
    await snackbarSays(page, staff.sent);

    const desk = await openShopper(product.browser, product.server.baseUrl);
    const support = desk.page;
    await support.goto('/fa/login');
    await support.getByLabel(shop.email, { exact: true }).fill(SUPPORT.email);
    await support.getByLabel(shop.password, { exact: true }).fill(SUPPORT.password);
    await support.getByRole('button', { name: shop.login, exact: true }).click();
    await waitForPath(support, '/fa/panel/dashboard');
    await support.goto('/fa/panel/staff/payments');
    const row = support.getByTestId('staff-payment-row').filter({ hasText: email });
    await row.waitFor();
    await row.getByRole('button', { name: staff.review(staff.digits(factorId)) }).click();
    const dialog = support.getByTestId('review-dialog');
    await dialog.getByRole('button', { name: staff.reject }).click();
    await dialog.getByLabel(staff.reason, { exact: true }).fill('رسید خوانا نیست');
    await dialog.getByRole('button', { name: staff.confirmReject }).click();
    await snackbarSays(support, staff.rejected);
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });

    await page.goto(factorPath);
    const payment = page.getByTestId('payment-row').filter({ hasText: 'واریز بانکی' });
    await payment.getByTestId('payment-state').filter({ hasText: 'رد شده' }).waitFor();
    await page.getByTestId('factor-state').filter({ hasText: shop.canPay }).waitFor();

    expect(client.errors.filter((message) => !message.includes('status of 4'))).toEqual([]);
    expect(desk.errors).toEqual([]);
    await desk.context.close();
    await client.context.close();
  });
});
