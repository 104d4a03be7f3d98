import { describe, expect, it } from 'vitest';
import { waitForPath } from './harness/browser';
import { productForFile } from './harness/product-for-file';
import {
  consentDialog,
  openDevice,
  profileAndPlatformLoaded,
  signUp,
  uniqueEmail,
} from './profile-support';

const product = productForFile();

describe('where the consent dialog does not appear', () => {
  it('never shows on the partner platform, whose consent is switched off (SPEC platform 4)', async () => {
    // Chromium resolves every *.localhost name to this machine; the server picks the platform by host.
    const partner = `http://partner.ravan.localhost:${product.server.port}`;
    const { page, context, errors } = await openDevice(product.browser, partner);
    await profileAndPlatformLoaded(page, () => signUp(page, 'fa', uniqueEmail('partner')));
    await waitForPath(page, '/fa/panel/dashboard');
    const platform = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('platform') ?? '{}'),
    );
    expect(platform).toMatchObject({ id: 4, consent_enabled: false });
    expect(await consentDialog(page, 'fa').count()).toBe(0);

    await profileAndPlatformLoaded(page, () => page.reload());
    expect(await consentDialog(page, 'fa').count()).toBe(0);
    await page.goto('/en/panel/setting');
    await page.getByRole('heading', { name: 'Personal profile', level: 1 }).waitFor();
    expect(await consentDialog(page, 'en').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('leaves test screens alone, then asks on the next screen', async () => {
    const { page, context } = await openDevice(product.browser, product.server.baseUrl);
    await signUp(page, 'fa', uniqueEmail('tests'));
    await waitForPath(page, '/fa/panel/dashboard');
    await consentDialog(page, 'fa').waitFor();

    for (const path of ['/fa/test/12', '/fa/test/12/interpretation/3', '/fa/panel/test/12']) {
      // Nothing asks for the consent here, so wait for the network to settle instead.
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.getByTestId('not-available').waitFor();
      expect(await consentDialog(page, 'fa').count()).toBe(0);
    }
    await page.goto('/fa/panel/dashboard');
    await consentDialog(page, 'fa').waitFor();
    await context.close();
  });
});
