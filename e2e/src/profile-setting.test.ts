import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForPath } from './harness/browser';
import { productForFile } from './harness/product-for-file';
import {
  PASSWORD,
  TEXT,
  acceptConsent,
  consentDialog,
  openDevice,
  screenshotBoth,
  serverProfile,
  signUp,
  uniqueEmail,
  type Lang,
} from './profile-support';

const product = productForFile();

/** Picks an option of a searchable select by typing and choosing from its list. */
async function choose(page: Page, testId: string, search: string, option: string | RegExp) {
  const box = page.getByTestId(testId);
  await box.fill(search);
  const list = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  await list.getByRole('option', { name: option }).first().click();
}

async function newClientOnSettings(page: Page, lang: Lang) {
  await signUp(page, lang, uniqueEmail(`setting-${lang}`));
  await waitForPath(page, `/${lang}/panel/dashboard`);
  await consentDialog(page, lang).waitFor();
  await acceptConsent(page, lang);
  // setting is not flagged: it opens although phone and time zone are still missing.
  await page.goto(`/${lang}/panel/setting`);
  await page.getByRole('heading', { name: TEXT[lang].settingTitle, level: 1 }).waitFor();
  await page.getByLabel(TEXT[lang].gender).waitFor();
}

describe('the setting screen in fa', () => {
  const text = TEXT.fa;

  it('saves every profile field, in the Persian calendar, and keeps them after a reload', async () => {
    const { page, context, errors } = await openDevice(product.browser, product.server.baseUrl);
    await newClientOnSettings(page, 'fa');
    await screenshotBoth(page, 'profile-fa-setting-empty');

    // A number libphonenumber knows is impossible for Iran: the server's per-field message.
    await page.getByLabel(text.phoneCode, { exact: true }).selectOption('IR');
    await page.getByLabel(text.phoneNumber, { exact: true }).fill('1234567');
    await page.getByRole('button', { name: text.save }).click();
    await page.locator('.field-error', { hasText: text.badPhone }).waitFor();

    await page.getByLabel(text.phoneNumber, { exact: true }).fill('0912 123 4567');
    await choose(page, 'time-zone', 'berlin', /Europe\/Berlin/);
    await choose(page, 'country', 'آلم', 'آلمان');
    await page.getByLabel(text.city, { exact: true }).fill('برلین');
    // 15 Mehr 1370 (Solar Hijri) is 7 October 1991.
    await page.getByLabel(text.birthDay, { exact: true }).selectOption('15');
    await page.getByLabel(text.birthMonth, { exact: true }).selectOption('7');
    await page.getByLabel(text.birthYear, { exact: true }).selectOption('1370');
    expect(
      await page.getByLabel(text.birthMonth, { exact: true }).locator('option:checked').innerText(),
    ).toBe('مهر');
    await page.getByLabel(text.gender).selectOption('female');
    await page.getByLabel(text.marital).selectOption('married');
    await page.getByLabel(text.childCount).selectOption('2');
    await page.getByLabel(text.childOrder).selectOption('1');
    await page.getByLabel(text.job).selectOption('employed');
    await page.getByLabel(text.degree).selectOption('MA');
    await page.getByLabel(text.howKnown).selectOption('podcast');
    await page.getByRole('button', { name: text.save }).click();
    await page.getByText(text.saved).waitFor();

    expect(await serverProfile(page)).toMatchObject({
      cel: '+989121234567',
      tz: 'Europe/Berlin',
      country: 'DE',
      city: 'برلین',
      birth_date: '1991-10-07',
      gender: 'female',
      marital_status: 'married',
      child_count: 2,
      child_order: 1,
      job_status: 'employed',
      degree: 'MA',
      how_known: 'podcast',
      calendar: 'solar',
      locale: 'fa',
    });

    await page.reload();
    await page.getByLabel(text.gender).waitFor();
    expect(await page.getByLabel(text.phoneCode, { exact: true }).inputValue()).toBe('IR');
    expect(await page.getByLabel(text.phoneNumber, { exact: true }).inputValue()).toBe(
      '۹۱۲۱۲۳۴۵۶۷',
    );
    expect(await page.getByTestId('time-zone').inputValue()).toBe('Europe/Berlin');
    expect(await page.getByTestId('country').inputValue()).toBe('آلمان');
    expect(await page.getByLabel(text.city, { exact: true }).inputValue()).toBe('برلین');
    expect(await page.getByLabel(text.birthDay, { exact: true }).inputValue()).toBe('15');
    expect(await page.getByLabel(text.birthMonth, { exact: true }).inputValue()).toBe('7');
    expect(await page.getByLabel(text.birthYear, { exact: true }).inputValue()).toBe('1370');
    expect(await page.getByLabel(text.gender).inputValue()).toBe('female');
    expect(await page.getByLabel(text.marital).inputValue()).toBe('married');
    expect(await page.getByLabel(text.childCount).inputValue()).toBe('2');
    expect(await page.getByLabel(text.childOrder).inputValue()).toBe('1');
    expect(await page.getByLabel(text.job).inputValue()).toBe('employed');
    expect(await page.getByLabel(text.degree).inputValue()).toBe('MA');
    expect(await page.getByLabel(text.howKnown).inputValue()).toBe('podcast');
    expect(await page.getByLabel(text.calendar).inputValue()).toBe('solar');

    // Switching the calendar shows the same date in Gregorian.
    await page.getByLabel(text.calendar).selectOption('gregorian');
    expect(await page.getByLabel(text.birthDay, { exact: true }).inputValue()).toBe('7');
    expect(await page.getByLabel(text.birthMonth, { exact: true }).inputValue()).toBe('10');
    expect(await page.getByLabel(text.birthYear, { exact: true }).inputValue()).toBe('1991');
    await page.getByLabel(text.calendar).selectOption('solar');

    const shots = await screenshotBoth(page, 'profile-fa-setting');
    expect(shots.overflowAt360).toBeLessThanOrEqual(0);

    // The flagged screens open now that the required fields are there.
    await page.goto('/fa/panel/sessions');
    await waitForPath(page, '/fa/panel/sessions');

    // The one refused save above is the only failed request.
    expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
    await context.close();
  });

  it('changes the password: a wrong current one is refused on its field; then the server’s message', async () => {
    const { page, context } = await openDevice(product.browser, product.server.baseUrl);
    await newClientOnSettings(page, 'fa');
    const current = page.getByLabel(text.currentPassword, { exact: true });
    await current.fill('not-the-password');
    await page.getByLabel(text.newPassword, { exact: true }).fill('another-long-password');
    await page.getByLabel(text.newPasswordAgain, { exact: true }).fill('another-long-password');
    await page.getByRole('button', { name: text.changePassword }).click();
    await page.locator('.field-error', { hasText: 'رمز عبور فعلی درست نیست.' }).waitFor();

    await current.fill(PASSWORD);
    await page.getByRole('button', { name: text.changePassword }).click();
    await page.getByText('رمز عبور تغییر کرد.').waitFor();
    expect(await current.inputValue()).toBe('');
    // This session stays; the new password is the one that works.
    const login = await page.evaluate(
      async (email) => {
        const attempt = (password: string) =>
          fetch('/api/v1/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password }),
          }).then((response) => response.status);
        return {
          old: await attempt('a-long-enough-password'),
          fresh: await attempt('another-long-password'),
        };
      },
      (await serverProfile(page)).email as string,
    );
    expect(login).toEqual({ old: 401, fresh: 200 });
    await context.close();
  });
});

describe('the setting screen in en', () => {
  const text = TEXT.en;

  it('saves with a Gregorian birth date and keeps it after a reload', async () => {
    const { page, context, errors } = await openDevice(product.browser, product.server.baseUrl, {
      timezoneId: 'America/Toronto',
    });
    await newClientOnSettings(page, 'en');
    expect(await page.getByTestId('time-zone').inputValue()).toBe('America/Toronto');
    expect(await page.getByLabel(text.calendar).inputValue()).toBe('gregorian');
    await page.getByLabel(text.phoneNumber, { exact: true }).fill('+1 416 555 0123');
    expect(await page.getByLabel(text.phoneCode, { exact: true }).inputValue()).toBe('CA');
    await choose(page, 'country', 'cana', 'Canada');
    await page.getByLabel(text.birthDay, { exact: true }).selectOption('29');
    await page.getByLabel(text.birthMonth, { exact: true }).selectOption('2');
    await page.getByLabel(text.birthYear, { exact: true }).selectOption('2000');
    await page.getByLabel(text.gender).selectOption('other');
    await page.getByLabel(text.howKnown).selectOption('friends');
    await page.getByRole('button', { name: text.save }).click();
    await page.getByText(text.saved).waitFor();

    await page.reload();
    await page.getByLabel(text.gender).waitFor();
    expect(await serverProfile(page)).toMatchObject({
      cel: '+14165550123',
      tz: 'America/Toronto',
      country: 'CA',
      birth_date: '2000-02-29',
      gender: 'other',
      how_known: 'friends',
      calendar: 'gregorian',
      locale: 'en',
    });
    expect(await page.getByLabel(text.birthDay, { exact: true }).inputValue()).toBe('29');
    expect(await page.getByTestId('country').inputValue()).toBe('Canada');
    const shots = await screenshotBoth(page, 'profile-en-setting');
    expect(shots.overflowAt360).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
