import { launchBrowser } from '@ravan/testkit';

export type BrowserLoad =
  | { measured: false; reason: string }
  | {
      measured: true;
      /** Bytes on the wire (compressed as served) per resource type, for one first visit. */
      bytes: { script: number; stylesheet: number; font: number };
      scripts: { url: string; bytes: number }[];
      jsBudget: { limitKiB: number; usedKiB: number; verdict: 'PASS' | 'OVER' };
    };

/**
 * What a real first visit downloads: headless chromium opens the page in a fresh profile, waits
 * until the network is idle, and adds up the encoded body size of every script, stylesheet and
 * font — including the chunks loaded on demand (the route module, the language catalogue), which
 * a static reading of the HTML does not see.
 */
export async function measureBrowserLoad(
  baseUrl: string,
  page: string,
  budgetKiB: number,
): Promise<BrowserLoad> {
  let browser;
  try {
    browser = await launchBrowser();
  } catch (error) {
    return { measured: false, reason: error instanceof Error ? error.message : String(error) };
  }
  try {
    const context = await browser.newContext({ locale: 'fa-IR' });
    const tab = await context.newPage();
    const seen: Promise<{ type: string; url: string; bytes: number }>[] = [];
    tab.on('requestfinished', (request) => {
      const type = request.resourceType();
      if (type === 'script' || type === 'stylesheet' || type === 'font') {
        seen.push(
          request.sizes().then((sizes) => ({
            type,
            url: new URL(request.url()).pathname,
            bytes: sizes.responseBodySize,
          })),
        );
      }
    });
    await tab.goto(`${baseUrl}${page}`, { waitUntil: 'networkidle' });
    const resources = await Promise.all(seen);
    const sum = (type: string) =>
      resources.filter((r) => r.type === type).reduce((total, r) => total + r.bytes, 0);
    const script = sum('script');
    const usedKiB = script / 1024;
    return {
      measured: true,
      bytes: { script, stylesheet: sum('stylesheet'), font: sum('font') },
      scripts: resources
        .filter((r) => r.type === 'script')
        .map(({ url, bytes }) => ({ url, bytes })),
      jsBudget: { limitKiB: budgetKiB, usedKiB, verdict: usedKiB <= budgetKiB ? 'PASS' : 'OVER' },
    };
  } finally {
    await browser.close();
  }
}

export function formatBrowserLoad(load: BrowserLoad, page: string): string {
  if (!load.measured) return `First visit to ${page} in chromium: not measured (${load.reason})`;
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  return [
    `First visit to ${page} in chromium (every chunk it loads, compressed as served)`,
    `  JS ${kib(load.bytes.script)} KiB in ${load.scripts.length} files, CSS ${kib(load.bytes.stylesheet)} KiB, fonts ${kib(load.bytes.font)} KiB`,
    `  JS budget: ${load.jsBudget.usedKiB.toFixed(1)} of ${load.jsBudget.limitKiB} KiB -> ${load.jsBudget.verdict}`,
  ].join('\n');
}
