import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForPath } from './harness/browser';
import { startProduct, type Product } from './harness/product';
import { SHOP, freshClient, logIn, openShopper, snackbarSays, type Lang } from './commerce-support';

/** The demo admin account (SPEC's seed): role admin. */
const ADMIN = { email: 'admin@ravan.demo', password: 'ravan-demo-2026' };

/** What the screens say, as the catalogues word it (locales/{fa,en}/staff-catalogue.ts). */
const TEXT = {
  fa: {
    packagesLink: 'بسته‌ها و قیمت‌ها',
    couponsLink: 'کدهای تخفیف و کارت‌های هدیه',
    catalogueMenu: 'کاتالوگ',
    newPackage: 'بستهٔ تازه',
    titleFa: 'عنوان فارسی',
    titleEn: 'عنوان انگلیسی',
    kind: 'نوع',
    sessionCount: 'تعداد جلسه',
    sortOrder: 'ترتیب نمایش',
    toman: 'تومان',
    save: 'ذخیرهٔ بسته',
    saved: 'بسته ذخیره شد.',
    noPrice: 'برای بسته دست‌کم در یک واحد پول قیمت تعیین کنید.',
    priceTyped: '۱٬۲۰۰٬۰۰۰',
    price: '۱٬۲۰۰٬۰۰۰ تومان',
    code: 'کد',
    percent: 'درصد تخفیف (۱ تا ۱۰۰)',
    createCoupon: 'ساخت کد تخفیف',
    created: (code: string) => `کد تخفیف \u2068${code}\u2069 ساخته شد.`,
    discount: '۱۸۰٬۰۰۰ تومان',
  },
  en: {
    packagesLink: 'Packages and prices',
    couponsLink: 'Discount and gift codes',
    catalogueMenu: 'Catalogue',
    newPackage: 'New package',
    titleFa: 'Persian title',
    titleEn: 'English title',
    kind: 'Kind',
    sessionCount: 'Number of sessions',
    sortOrder: 'Display order',
    toman: 'Toman',
    save: 'Save package',
    saved: 'The package was saved.',
    noPrice: 'Give the package a price in at least one currency.',
    priceTyped: '1,200,000',
    price: '1,200,000 Toman',
    code: 'Code',
    percent: 'Percent off (1 to 100)',
    createCoupon: 'Create discount code',
    created: (code: string) => `The discount code \u2068${code}\u2069 was created.`,
    discount: '180,000 Toman',
  },
} as const;

let product: Product;
beforeAll(async () => {
  product = await startProduct();
  // The admin accepts the platform's consent once, so the journeys are about the catalogue.
  const base = `${product.server.baseUrl}/api/v1`;
  const json = { 'content-type': 'application/json', accept: 'application/json' };
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(ADMIN),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const platform = await fetch(`${base}/platformInfo`);
  const version = ((await platform.json()) as { data: { consent_version: string | null } }).data
    .consent_version;
  if (version) {
    const consent = await fetch(`${base}/user/consent-form`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${token}` },
      body: JSON.stringify({ consent_version: version }),
    });
    expect(consent.status).toBe(200);
  }
});
afterAll(async () => {
  await product?.close();
});

async function adminLogIn(page: Page, lang: Lang) {
  const shop = SHOP[lang];
  await page.goto(`/${lang}/login`);
  await page.getByLabel(shop.email, { exact: true }).fill(ADMIN.email);
  await page.getByLabel(shop.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: shop.login, exact: true }).click();
  await waitForPath(page, `/${lang}/panel/dashboard`);
}

describe.each(['fa', 'en'] as const)('an admin sells a new package in %s', (lang) => {
  const text = TEXT[lang];
  const shop = SHOP[lang];

  it('creates the package with a price and a coupon for it; a client buys it with the coupon', async () => {
    const suffix = randomBytes(3).toString('hex');
    const titles = { fa: `بستهٔ آزمایشی ${suffix}`, en: `Trial pack ${suffix}` };
    const code = `TRIAL-${suffix.toUpperCase()}`;

    const desk = await openShopper(product.browser, product.server.baseUrl);
    const admin = desk.page;
    await adminLogIn(admin, lang);
    await admin.getByRole('link', { name: text.packagesLink, exact: true }).click();
    await waitForPath(admin, `/${lang}/panel/staff/packages`);
    await admin.getByTestId('staff-package-row').first().waitFor();

    // A package without any price is refused on the form, in the contract's words.
    await admin.getByRole('button', { name: text.newPackage, exact: true }).click();
    const form = admin.getByTestId('package-form');
    await form.getByLabel(text.titleFa, { exact: true }).fill(titles.fa);
    await form.getByLabel(text.titleEn, { exact: true }).fill(titles.en);
    await form.getByLabel(text.kind, { exact: true }).selectOption('couple');
    await form.getByLabel(text.sessionCount, { exact: true }).fill('3');
    // First in the clients' list (8 a page), whatever else the catalogue holds.
    await form.getByLabel(text.sortOrder, { exact: true }).fill('-1000');
    await form.getByRole('button', { name: text.save }).click();
    await form.getByText(text.noPrice).waitFor();

    // Typed in toman with separators (Persian digits in fa); shown as SPEC.md §9 shows it.
    await form.getByLabel(text.toman, { exact: true }).fill(text.priceTyped);
    await form.getByText(text.price, { exact: true }).waitFor();
    await form.getByRole('button', { name: text.save }).click();
    await snackbarSays(admin, text.saved);
    await form.waitFor({ state: 'detached' });
    const row = admin.getByTestId('staff-package-row').filter({ hasText: titles[lang] });
    await row.waitFor();
    expect(await row.locator('.money').allInnerTexts()).toEqual([text.price]);

    // A 15% coupon limited to the new package.
    // The panel's navigation keeps the catalogue pages in one group.
    await admin.getByRole('button', { name: text.catalogueMenu, exact: true }).click();
    await admin.getByRole('link', { name: text.couponsLink, exact: true }).click();
    await waitForPath(admin, `/${lang}/panel/staff/coupons`);
    const couponForm = admin.getByTestId('coupon-form');
    await couponForm.getByLabel(text.code, { exact: true }).fill(code);
    await couponForm.getByLabel(text.percent, { exact: true }).fill('15');
    await couponForm.getByLabel(titles[lang], { exact: true }).check();
    await couponForm.getByRole('button', { name: text.createCoupon }).click();
    await snackbarSays(admin, text.created(code));
    await admin.getByTestId('staff-coupon-row').filter({ hasText: code }).waitFor();
    expect(desk.errors).toEqual([]);
    await desk.context.close();

    // A client sees the package, in toman, on the packages screen; the coupon takes 15% off.
    const { email } = await freshClient(product.server.baseUrl, `catalogue-${lang}`);
    const client = await openShopper(product.browser, product.server.baseUrl);
    const page = client.page;
    await logIn(page, lang, email);
    await page.goto(`/${lang}/panel/packages`);
    const card = page.getByTestId('package-card').filter({ hasText: titles[lang] });
    await card.waitFor();
    expect(await card.locator('.money').innerText()).toBe(text.price);
    await card.getByRole('button', { name: shop.add(titles[lang]) }).click();
    await snackbarSays(page, shop.added(titles[lang]));
    await page.goto(`/${lang}/panel/basket`);
    await page.getByTestId('cart-line').first().waitFor();
    await page.getByLabel(shop.coupon, { exact: true }).fill(code);
    await page.getByRole('button', { name: shop.applyCoupon }).click();
    await snackbarSays(page, shop.couponApplied);
    await expect.poll(() => page.getByTestId('basket-discount').innerText()).toBe(text.discount);
    expect(client.errors).toEqual([]);
    await client.context.close();
  });
});
