import { describe, expect, it } from 'vitest';
import { openPage, waitForPath, waitForDocumentDirection } from './harness/browser';
import { productForFile } from './harness/product-for-file';

const product = productForFile();

async function visit(path: string) {
  const opened = await openPage(product.browser, product.server.baseUrl);
  await opened.page.goto(path);
  return opened;
}

describe('routing rules of SPEC.md §2', () => {
  it('lands / on the Persian home page /fa, right-to-left, in Vazirmatn, without console or CSP errors', async () => {
    const { page, problems, context } = await visit('/');
    await waitForPath(page, '/fa');
    await page.getByRole('heading', { level: 1, name: /روان‌درمانگر فارسی‌زبان/ }).waitFor();
    await waitForDocumentDirection(page, 'rtl', 'fa');
    expect(await page.evaluate(() => document.body.className)).toContain('lang-fa');
    expect(await page.title()).toBe('روان‌درمانی آنلاین به زبان فارسی | روان');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px Vazirmatn', 'سلام'))).toBe(true);
    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('serves /en/login left-to-right in English', async () => {
    const { page, context } = await visit('/en/login');
    await page.getByRole('heading', { name: 'Log in to Ravan' }).waitFor();
    await waitForDocumentDirection(page, 'ltr', 'en');
    expect(await page.evaluate(() => document.body.className)).toContain('lang-en');
    await context.close();
  });

  it.each(['/xx/login', '/no/such/page', '/fa/no-such-screen', '/en/panel/../../nothing'])(
    'sends %s to /fa/login',
    async (path) => {
      const { page, context } = await visit(path);
      await waitForPath(page, '/fa/login');
      await page.getByRole('heading', { name: 'ورود به روان' }).waitFor();
      await context.close();
    },
  );

  it('sends a guest at a panel screen to the login, remembering where they were going', async () => {
    const { page, context } = await visit('/fa/panel/basket');
    await waitForPath(page, '/fa/login?afterLogin=%2Ffa%2Fpanel%2Fbasket');
    await page.getByRole('heading', { name: 'ورود به روان' }).waitFor();
    await context.close();
  });

  it('shows later screens as a translated "not available yet" page', async () => {
    const { page, context } = await visit('/en/legendary-therapists');
    await page.getByTestId('not-available').waitFor();
    expect(await page.getByTestId('not-available').innerText()).toContain(
      'Which famous psychologist are you?',
    );
    await page.goto('/assignconsult');
    await page.getByTestId('not-available').waitFor();
    await context.close();
  });

  it('serves hashed assets immutably and the page itself uncached', async () => {
    const html = await fetch(`${product.server.baseUrl}/fa/login`);
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(html.headers.get('content-security-policy')).toContain("script-src 'self'");
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${product.server.baseUrl}${script}`, {
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('br');
  });
});
