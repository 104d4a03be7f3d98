import type { Page } from 'playwright-core';
import { screenshot } from './browser';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

/**
 * Screenshots a screen at 360 px and 1280 px (`<name>-360.png`, `<name>-1280.png`) and answers
 * how far the phone layout scrolls sideways (0 when it fits). The viewport is restored after.
 */
export async function screenshotBothSizes(page: Page, name: string): Promise<number> {
  const original = page.viewportSize() ?? DESKTOP;
  await page.setViewportSize(PHONE);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  await screenshot(page, `${name}-360`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-1280`);
  await page.setViewportSize(original);
  return overflow;
}
