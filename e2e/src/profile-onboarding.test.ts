import { describe, expect, it } from 'vitest';
import { waitForPath, waitForDocumentDirection } from './harness/browser';
import { productForFile } from './harness/product-for-file';
import {
  CONSENT_TEXT,
  TEXT,
  acceptConsent,
  consentDialog,
  openDevice,
  profileAndPlatformLoaded,
  screenshotBoth,
  serverProfile,
  signUp,
  uniqueEmail,
} from './profile-support';

const product = productForFile();

describe.each(['fa', 'en'] as const)('a new client in %s', (lang) => {
  const text = TEXT[lang];
  const sessions = `/${lang}/panel/sessions`;

  it('completes the required details on the way to sessions, and accepts the consent once', async () => {
    const { page, context, errors } = await openDevice(product.browser, product.server.baseUrl);
    await signUp(page, lang, uniqueEmail(`onboarding-${lang}`), sessions);

    // SPEC.md §2: sessions is flagged; a profile without phone and time zone goes to onboarding.
    await waitForPath(
      page,
      `/${lang}/panel/user-onboarding?afterLogin=${encodeURIComponent(sessions)}`,
    );
    await page.getByRole('heading', { name: text.onboardingTitle, level: 1 }).waitFor();

    // SPEC.md §4: the consent dialog covers the screen until it is accepted.
    const dialog = consentDialog(page, lang);
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await waitForDocumentDirection(page, text.dir);
    // Escape does not dismiss it, and the page behind is out of reach.
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(true);
    // Tab stays inside the dialog.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }

    // Confirming without the tick: a red message, and the dialog stays.
    await dialog.getByRole('button', { name: CONSENT_TEXT[lang].confirm }).click();
    const refusal = dialog.getByText(CONSENT_TEXT[lang].tickFirst);
    await refusal.waitFor();
    expect(await refusal.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(220, 38, 38)');
    expect(await dialog.isVisible()).toBe(true);
    const shots = await screenshotBoth(page, `profile-${lang}-consent`);
    expect(shots.overflowAt360).toBeLessThanOrEqual(0);

    await acceptConsent(page, lang);
    await page.getByText(CONSENT_TEXT[lang].thanks).waitFor();
    expect(await page.locator('#root').evaluate((root) => (root as HTMLElement).inert)).toBe(false);

    // The onboarding form: first and last name come from sign-up; the zone is this device's.
    expect(await page.getByLabel(text.firstname, { exact: true }).inputValue()).toBe(text.name);
    expect(await page.getByTestId('time-zone').inputValue()).toBe('Asia/Tehran');
    await page.getByRole('button', { name: text.onboardingSubmit }).click();
    await page.getByText(text.required).first().waitFor();
    // A number without its country code: SPEC.md §5 "regional code must be selected".
    await page
      .getByLabel(text.phoneNumber, { exact: true })
      .fill(lang === 'fa' ? '۰۹۱۲۱۲۳۴۵۶۷' : '09121234567');
    await page.getByRole('button', { name: text.onboardingSubmit }).click();
    await page.getByText(text.codeRequired).waitFor();
    await page.getByLabel(text.phoneCode, { exact: true }).selectOption('IR');
    const onboarding = await screenshotBoth(page, `profile-${lang}-onboarding`);
    expect(onboarding.overflowAt360).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: text.onboardingSubmit }).click();
    // Back where the user was going.
    await waitForPath(page, sessions);
    await page.waitForFunction((title) => document.title.startsWith(title), text.sessionsTitle);
    expect(await serverProfile(page)).toMatchObject({
      cel: '+989121234567',
      tz: 'Asia/Tehran',
      consent_version: '2026-01',
    });
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('profile') ?? '{}'));
    expect(stored).toMatchObject({ cel: '+989121234567', tz: 'Asia/Tehran' });

    // After a reload: no dialog, and flagged screens open directly.
    await profileAndPlatformLoaded(page, () => page.reload());
    expect(await consentDialog(page, lang).count()).toBe(0);
    await page.goto(`/${lang}/panel/basket`);
    await profileAndPlatformLoaded(page, () => page.reload());
    await waitForPath(page, `/${lang}/panel/basket`);
    expect(await consentDialog(page, lang).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
