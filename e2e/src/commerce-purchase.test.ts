import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForPath } from './harness/browser';
import { productForFile } from './harness/product-for-file';
import { screenshotBothSizes } from './harness/viewports';
import { SHOP, freshClient, logIn, openShopper, snackbarSays, type Lang } from './commerce-support';

const product = productForFile();

/** Text without the bidi isolates that keep amounts in order inside sentences. */
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');

/** Starts the online payment of what is due, checking the amount the button names. */
async function payOnline(page: Page, label: string) {
  const button = page.getByTestId('online-pay').getByRole('button');
  expect(plain(await button.innerText())).toBe(label);
  await button.click();
}

const FACTOR_PATH = (lang: Lang) => new RegExp(`^/${lang}/panel/factor/(\\d+)$`);

async function openPackages(page: Page, lang: Lang) {
  await page.goto(`/${lang}/panel/packages`);
  await page.getByRole('heading', { name: SHOP[lang].packagesTitle, level: 1 }).waitFor();
  await page.getByTestId('package-card').first().waitFor();
}

/** Adds the first package on the page; answers its title. */
async function addFirstPackage(page: Page, lang: Lang): Promise<string> {
  const card = page.getByTestId('package-card').first();
  const title = await card.getByRole('heading', { level: 2 }).innerText();
  await page.getByRole('button', { name: SHOP[lang].add(title) }).click();
  await snackbarSays(page, SHOP[lang].added(title));
  return title;
}

async function applyCoupon(page: Page, lang: Lang, code: string) {
  await page.getByLabel(SHOP[lang].coupon, { exact: true }).fill(code);
  await page.getByRole('button', { name: SHOP[lang].applyCoupon }).click();
}

describe('buying a package in fa', () => {
  const text = SHOP.fa;

  it('browses packages, adds one, applies WELCOME10, saves the order and pays it online in the sandbox', async () => {
    const { email } = await freshClient(product.server.baseUrl, 'shop-fa');
    const { page, context, errors } = await openShopper(product.browser, product.server.baseUrl);
    await logIn(page, 'fa', email);
    await openPackages(page, 'fa');

    // 8 a page (SPEC §9); the demo catalogue has 9 packages, so a second page holds one.
    expect(await page.getByTestId('package-card').count()).toBe(8);
    const prices = await page.getByTestId('package-price').allInnerTexts();
    expect(prices[0]).toBe(text.onePrice);
    for (const price of prices) expect(price).toMatch(text.tomanPrice);
    await page.getByTestId('pager-next').click();
    await page.getByText('صفحهٔ ۲ از ۲').waitFor();
    await expect.poll(() => page.getByTestId('package-card').count()).toBe(1);
    await page.getByTestId('pager-previous').click();
    await page.getByText('صفحهٔ ۱ از ۲').waitFor();
    await expect.poll(() => page.getByTestId('package-card').count()).toBe(8);
    expect(await screenshotBothSizes(page, 'commerce-fa-packages')).toBeLessThanOrEqual(0);

    const title = await addFirstPackage(page, 'fa');
    // A second add answers 400 with the cart: the server's message, in red.
    await page.getByRole('button', { name: text.add(title) }).click();
    await snackbarSays(page, text.inBasketAlready);
    expect(await page.getByTestId('snackbar').getAttribute('class')).toContain('snackbar-error');

    // The panel's basket link sits in the purchases group; the packages page links to it too.
    await page.getByRole('link', { name: text.goToBasket, exact: true }).click();
    await page.getByRole('heading', { name: text.basketTitle, level: 1 }).waitFor();
    await page.getByTestId('cart-line').filter({ hasText: title }).waitFor();
    expect(await page.getByTestId('basket-final').innerText()).toBe('۹۵۰٬۰۰۰ تومان');

    await applyCoupon(page, 'fa', 'NO-SUCH-CODE');
    await snackbarSays(page, text.couponNotFound);
    await applyCoupon(page, 'fa', 'WELCOME10');
    await snackbarSays(page, text.couponApplied);
    await page.getByTestId('coupon-active').waitFor();
    expect(await page.getByTestId('basket-discount').innerText()).toBe('۹۵٬۰۰۰ تومان');
    expect(await page.getByTestId('basket-final').innerText()).toBe('۸۵۵٬۰۰۰ تومان');
    expect(await screenshotBothSizes(page, 'commerce-fa-basket')).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: text.saveOrder }).click();
    await waitForPath(page, FACTOR_PATH('fa'));
    await page.getByTestId('factor-state').filter({ hasText: text.canPay }).waitFor();
    expect(await page.getByTestId('factor-due').innerText()).toBe('۸۵۵٬۰۰۰ تومان');
    expect(await page.getByTestId('factor-discount').innerText()).toBe('۹۵٬۰۰۰ تومان');
    expect(await screenshotBothSizes(page, 'commerce-fa-factor')).toBeLessThanOrEqual(0);
    const factorPath = new URL(page.url()).pathname;

    // The invoice as a PDF, fetched with the bearer token.
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('factor-pdf').click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

    // Online, in the sandbox gateway: approve, then back to process-payment.
    await payOnline(page, text.payOnline('۸۵۵٬۰۰۰ تومان'));
    await page.getByRole('button', { name: text.approve }).click();
    await waitForPath(page, /^\/process-payment\?paymentID=\d+$/);
    await page.getByTestId('payment-success').waitFor();
    await page.getByRole('heading', { name: text.successTitle }).waitFor();
    expect(await screenshotBothSizes(page, 'commerce-fa-payment-success')).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: text.viewFactor }).click();
    await waitForPath(page, factorPath);
    await page.getByTestId('factor-state').filter({ hasText: text.paid }).waitFor();
    expect(await page.getByTestId('factor-due').innerText()).toBe('۰ تومان');
    const online = page.getByTestId('payment-row').filter({ hasText: text.onlineType });
    expect(await online.getByTestId('payment-state').innerText()).toBe(text.paid);
    expect(await screenshotBothSizes(page, 'commerce-fa-factor-paid')).toBeLessThanOrEqual(0);

    // The basket is empty after the order; the factor is listed as payable.
    await page.goto('/fa/panel/basket');
    await page.getByTestId('basket-empty').waitFor();
    await page.goto('/fa/panel/factors');
    await page.getByTestId('factor-row').first().waitFor();
    expect(await page.getByTestId('factor-row').first().innerText()).toContain(text.paid);
    expect(await screenshotBothSizes(page, 'commerce-fa-factors')).toBeLessThanOrEqual(0);

    // Invitations: the code can be copied ("copied" notice).
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // In the panel's navigation, invitations sit in the "more" group.
    await page.getByRole('button', { name: text.moreMenu, exact: true }).click();
    await page.getByRole('link', { name: text.invitees, exact: true }).click();
    await page.getByTestId('invite-code').waitFor();
    const code = await page.getByTestId('invite-code').inputValue();
    expect(code.length).toBeGreaterThan(3);
    await page.getByRole('button', { name: text.copyCode }).click();
    await snackbarSays(page, text.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(await screenshotBothSizes(page, 'commerce-fa-invitees')).toBeLessThanOrEqual(0);

    expect(errors.filter((message) => !message.includes('status of 4'))).toEqual([]);
    await context.close();
  });
});

describe('buying a package in en, in dollars, partly from the wallet and the rest online', () => {
  const text = SHOP.en;

  it('switches to dollars, orders with WELCOME10, redeems GIFT-DEMO-25, pays part from the wallet and the rest online', async () => {
    const { email } = await freshClient(product.server.baseUrl, 'shop-en');
    const { page, context, errors } = await openShopper(product.browser, product.server.baseUrl);
    await logIn(page, 'en', email);
    await openPackages(page, 'en');
    const prices = await page.getByTestId('package-price').allInnerTexts();
    expect(prices[0]).toBe(text.onePrice);
    for (const price of prices) expect(price).toMatch(text.tomanPrice);

    await page.getByLabel(text.currency, { exact: true }).selectOption('dollar');
    await page.getByTestId('package-price').first().filter({ hasText: '$45.00' }).waitFor();
    expect(await screenshotBothSizes(page, 'commerce-en-packages')).toBeLessThanOrEqual(0);
    await addFirstPackage(page, 'en');

    await page.goto('/en/panel/basket');
    await page.getByTestId('cart-line').first().waitFor();
    await applyCoupon(page, 'en', 'WELCOME10');
    await snackbarSays(page, text.couponApplied);
    expect(await page.getByTestId('basket-discount').innerText()).toBe('$4.50');
    expect(await page.getByTestId('basket-final').innerText()).toBe('$40.50');
    expect(await screenshotBothSizes(page, 'commerce-en-basket')).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: text.saveOrder }).click();
    await waitForPath(page, FACTOR_PATH('en'));
    const factorPath = new URL(page.url()).pathname;
    await page.getByTestId('factor-state').filter({ hasText: text.canPay }).waitFor();
    expect(await page.getByTestId('factor-due').innerText()).toBe('$40.50');

    // The demo gift code credits $25.00 to the dollar wallet (once per product start).
    await page.goto('/en/panel/factors');
    await page.getByLabel(text.gift, { exact: true }).fill('GIFT-DEMO-25');
    await page.getByRole('button', { name: text.redeem }).click();
    await snackbarSays(page, text.giftDone);
    await page.getByTestId('wallet-balance').filter({ hasText: '$25.00' }).waitFor();
    expect(await screenshotBothSizes(page, 'commerce-en-factors')).toBeLessThanOrEqual(0);

    await page.goto(factorPath);
    await expect
      .poll(async () => plain(await page.getByTestId('wallet-available').innerText()))
      .toContain('$25.00');
    await page.getByLabel(text.partialAmount, { exact: true }).fill('10');
    await page.getByRole('button', { name: text.payPartial }).click();
    await snackbarSays(page, text.walletPaid);
    await page.getByTestId('factor-state').filter({ hasText: text.partiallyPaid }).waitFor();
    expect(await page.getByTestId('factor-paid').innerText()).toBe('$10.00');
    expect(await page.getByTestId('factor-due').innerText()).toBe('$30.50');
    const payment = page.getByTestId('payment-row').first();
    expect(await payment.innerText()).toContain(text.walletType);
    expect(await payment.getByTestId('payment-state').innerText()).toBe(text.paid);
    await expect
      .poll(async () => plain(await page.getByTestId('wallet-available').innerText()))
      .toContain('$15.00');
    expect(await screenshotBothSizes(page, 'commerce-en-factor-partial')).toBeLessThanOrEqual(0);

    // The rest online: a declined attempt shows SPEC §8's failure screen with support links.
    await payOnline(page, text.payOnline('$30.50'));
    await page.locator('button.decline').click();
    await waitForPath(page, /^\/process-payment\?paymentID=\d+$/);
    await page.getByRole('heading', { name: text.failTitle }).waitFor();
    expect(await page.locator('a[href^="https://wa.me/"]').count()).toBe(1);
    expect(await page.locator('a[href^="https://t.me/"]').count()).toBe(1);
    expect(await screenshotBothSizes(page, 'commerce-en-payment-failed')).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: text.tryAgain }).click();
    await waitForPath(page, factorPath);
    await payOnline(page, text.payOnline('$30.50'));
    // The sandbox page speaks the browser's language (fa-IR here), not the app's: by class.
    await page.locator('button.approve').click();
    await page.getByTestId('payment-success').waitFor();
    await page.getByRole('link', { name: text.viewFactor }).click();
    await waitForPath(page, factorPath);
    await page.getByTestId('factor-state').filter({ hasText: text.paid }).waitFor();
    expect(await page.getByTestId('factor-paid').innerText()).toBe('$40.50');
    expect(await page.getByTestId('factor-due').innerText()).toBe('$0.00');
    expect(await page.getByTestId('payment-row').count()).toBe(3);

    expect(errors.filter((message) => !message.includes('status of 4'))).toEqual([]);
    await context.close();
  });
});

describe('a basket filled as a guest', () => {
  it('moves into the account after login (one POST cart per package)', async () => {
    const { email } = await freshClient(product.server.baseUrl, 'shop-guest');
    const search = await fetch(`${product.server.baseUrl}/api/v1/package/search?page=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify({ currency: 'rial' }),
    });
    const first = ((await search.json()) as { data: { id: number; title: string }[] }).data[1]!;
    const { page, context, errors } = await openShopper(product.browser, product.server.baseUrl);
    await page.goto('/en/login');
    await page.evaluate((pkg) => {
      const item = { package_id: pkg.id, title: pkg.title, price: 1, currency: 'rial', qty: 1 };
      localStorage.setItem('cart', JSON.stringify({ guest: true, items: [item] }));
    }, first);
    const merged = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/v1/cart'),
    );
    await logIn(page, 'en', email);
    await merged;
    await page.goto('/en/panel/basket');
    await page.getByTestId('cart-line').filter({ hasText: first.title }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
    expect(stored.guest).toBeUndefined();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a bank transfer in fa', () => {
  // A 1×1 PNG: the server recognises receipts by their content.
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it('sends a receipt; the payment waits for approval', async () => {
    const { email } = await freshClient(product.server.baseUrl, 'shop-offline');
    const { page, context, errors } = await openShopper(product.browser, product.server.baseUrl);
    await logIn(page, 'fa', email);
    await openPackages(page, 'fa');
    await addFirstPackage(page, 'fa');
    await page.goto('/fa/panel/basket');
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByRole('button', { name: SHOP.fa.saveOrder }).click();
    await waitForPath(page, FACTOR_PATH('fa'));

    const form = page.getByTestId('offline-pay');
    await form.getByRole('button', { name: 'ارسال رسید' }).click();
    await form.getByText('لطفاً فایل رسید را انتخاب کنید.').waitFor();
    await form.getByLabel('مبلغ واریزی (تومان)').fill('۹۵۰٬۰۰۰');
    await form
      .getByLabel('رسید واریز (تصویر یا PDF)')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'ارسال رسید' }).click();
    await snackbarSays(page, 'رسید شما ارسال شد و پس از بررسی تأیید می‌شود.');
    const row = page.getByTestId('payment-row').filter({ hasText: 'واریز بانکی' });
    expect(await row.getByTestId('payment-state').innerText()).toBe('در انتظار تأیید');
    expect(await screenshotBothSizes(page, 'commerce-fa-offline')).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
