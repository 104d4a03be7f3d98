import type { Page } from 'playwright-core';

/**
 * The consent dialog (SPEC.md §4) covers every logged-in screen of a new account on a platform
 * with consent on, until it is accepted. Journeys that are about something else accept it first.
 */
export const CONSENT_TEXT = {
  fa: {
    title: 'رضایت‌نامهٔ مشاوره و روان‌درمانی آنلاین',
    accept: 'متن بالا را خواندم و با شرایط مشاوره و درمان آنلاین موافقم.',
    confirm: 'تأیید و ادامه',
    tickFirst: 'لطفاً ابتدا پذیرش شرایط را تیک بزنید و سپس تأیید کنید',
    thanks: 'از پذیرفتن شرایط سپاسگزاریم.',
  },
  en: {
    title: 'Consent to online counselling and therapy',
    accept: 'I have read the text above and agree to the terms of online counselling and therapy.',
    confirm: 'Confirm and continue',
    tickFirst: 'Please tick the box to accept the terms first, then confirm.',
    thanks: 'Thank you for accepting the terms.',
  },
} as const;

export const consentDialog = (page: Page, lang: 'fa' | 'en') =>
  page.getByRole('dialog', { name: CONSENT_TEXT[lang].title });

/** Waits for the dialog, ticks the box, confirms, and waits until it has gone. */
export async function acceptConsent(page: Page, lang: 'fa' | 'en') {
  const dialog = consentDialog(page, lang);
  await dialog.getByLabel(CONSENT_TEXT[lang].accept).check();
  await dialog.getByRole('button', { name: CONSENT_TEXT[lang].confirm }).click();
  await dialog.waitFor({ state: 'detached' });
}
