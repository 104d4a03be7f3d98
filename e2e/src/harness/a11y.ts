import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

export type Lang = 'fa' | 'en';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * What axe checks: WCAG 2.0–2.2 A and AA, axe's best practices (heading order, landmarks…), and
 * the one experimental rule the audit of issue 10 ran: an accessible name must contain the
 * visible text (WCAG 2.5.3, label in name), or a voice user saying what they see misses.
 */
const AXE_OPTIONS = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
} as const;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string; html: string; summary: string }[];
}

/**
 * Runs axe-core in the page and answers its violations. The script goes in through the DevTools
 * protocol (page.evaluate), which the page's Content-Security-Policy does not govern, so the CSP
 * stays on while axe runs.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (options) => {
    type Result = {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: unknown[]; html: string; failureSummary?: string }[];
    };
    const axe = (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } })
      .axe;
    const results = (await axe.run(document, options)) as { violations: Result[] };
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        html: node.html.slice(0, 200),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      })),
    }));
  }, AXE_OPTIONS);
}

/** One line per node: "rule (impact): help — target — html — why". */
export function describeViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `axe ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${node.target} — ${node.html} — ${node.summary}`,
    ),
  );
}

/** Fails with a readable list when axe finds anything. */
export async function expectNoAxeViolations(page: Page, where = page.url()): Promise<void> {
  const lines = describeViolations(await axeViolations(page));
  if (lines.length > 0)
    throw new Error(`${where}: ${lines.length} axe violations\n${lines.join('\n')}`);
}

/**
 * What a screen shows in the wrong language or script:
 * - never a catalogue key ("screen.login", "commerce.basket.title"): a missing translation;
 * - in fa: no Latin letters (an English word leaking), no Latin digit, no Gregorian month name in
 *   English or in Persian spelling ("ژانویه", "دسامبر");
 * - in en: no Persian letters (a Persian string leaking into English).
 * Visible text nodes are read, and the words of attributes a person meets (aria-label,
 * placeholder, title, alt) and the document title.
 *
 * Not everything on a screen is ours to translate, so two kinds of text are treated apart:
 * - foreign by declaration, not checked at all: an element whose `lang` differs from the page's
 *   (the language switch's "English"), translate="no", <code>, <kbd>;
 * - data, checked only for Gregorian month names: text inside <bdi> or inside Unicode isolates
 *   (U+2066–U+2069), which is how the app embeds names, emails, codes ("WELCOME10") and time-zone
 *   ids in a sentence; emails and URLs anywhere; and the allow-listed words below (file formats).
 *   A date or a number the app formats itself is never data: it belongs in our own words.
 */
export async function languageProblems(page: Page, lang: Lang): Promise<string[]> {
  return page.evaluate((lang) => {
    const KEY = /(?:^|[\s(«"“])[a-z][a-zA-Z0-9]+(?:\.[a-z][a-zA-Z0-9_]+)+(?=$|[\s)»"”:،,.])/;
    const EMAIL_OR_URL = /\S+@\S+\.\S+|https?:\/\/\S*|\bwww\.\S+/g;
    const ISOLATED = /[\u2066\u2067\u2068][^\u2069]*\u2069/g;
    const ALLOWED_WORDS = /\b(?:PDF)\b/g;
    const LATIN_LETTER = /[A-Za-z]/;
    const LATIN_DIGIT = /[0-9]/;
    const PERSIAN_LETTER = /[\u0600-\u06FF]/;
    const GREGORIAN_MONTH =
      /\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b|(?:^|[\s،])(?:ژانویه|ژانویهٔ|فوریه|مارس|آوریل|ژوئن|ژوئیه|ژوئیهٔ|اوت|سپتامبر|اکتبر|نوامبر|دسامبر)(?=$|[\s،])/;

    /** 'skip': foreign by declaration; 'data': user data or ids; 'ours': our own words. */
    const kindOf = (element: Element | null): 'skip' | 'data' | 'ours' => {
      let kind: 'data' | 'ours' = 'ours';
      for (let node = element; node; node = node.parentElement) {
        const tag = node.tagName.toLowerCase();
        if (['code', 'kbd', 'script', 'style', 'template'].includes(tag)) return 'skip';
        if (node.getAttribute('translate') === 'no') return 'skip';
        const own = node.getAttribute('lang');
        if (own && node !== document.documentElement && own.split('-')[0] !== lang) return 'skip';
        if (tag === 'bdi') kind = 'data';
      }
      return kind;
    };
    const visible = (element: Element) =>
      element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });

    const problems: string[] = [];
    const judge = (raw: string, kind: 'data' | 'ours', where: string) => {
      const say = (what: string) =>
        problems.push(`${what}: "${raw.trim().slice(0, 80)}" in ${where}`);
      const withoutAddresses = raw.replace(EMAIL_OR_URL, ' ');
      const ours =
        kind === 'data' ? '' : withoutAddresses.replace(ISOLATED, ' ').replace(ALLOWED_WORDS, ' ');
      if (KEY.test(` ${ours} `)) say('catalogue key');
      if (lang === 'fa') {
        if (LATIN_LETTER.test(ours)) say('Latin letters in fa');
        if (LATIN_DIGIT.test(ours)) say('Latin digit in fa');
        if (GREGORIAN_MONTH.test(withoutAddresses)) say('Gregorian month in fa');
      } else if (PERSIAN_LETTER.test(ours)) say('Persian letters in en');
    };
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const cls = element.classList.length ? `.${Array.from(element.classList).join('.')}` : '';
      return `<${element.tagName.toLowerCase()}${id}${cls}>`;
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim()) continue;
      const kind = kindOf(parent);
      if (kind === 'skip' || !visible(parent)) continue;
      judge(node.textContent, kind, describe(parent));
    }
    for (const element of Array.from(
      document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'),
    )) {
      const kind = kindOf(element);
      if (kind === 'skip' || !visible(element)) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) judge(value, kind, `${describe(element)}[${attribute}]`);
      }
    }
    judge(document.title, 'ours', '<title>');
    return [...new Set(problems)];
  }, lang);
}

/** How far the page scrolls sideways (0 when it fits its viewport). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

export interface CheckScreenOptions {
  lang: Lang;
  /** A name for the failure message; the URL by default. */
  name?: string;
}

/**
 * The checks every screen passes (issue 10, "Must show"): 0 axe violations, no horizontal
 * overflow, no untranslated string, and in fa no Latin digit or Gregorian date. Throws a
 * readable list of every problem found.
 */
export async function checkScreen(page: Page, options: CheckScreenOptions): Promise<void> {
  const where = options.name ?? page.url();
  const problems: string[] = [];
  const overflow = await horizontalOverflow(page);
  if (overflow > 1) {
    const width = page.viewportSize()?.width ?? 0;
    problems.push(`overflows sideways by ${overflow}px at ${width}px wide`);
  }
  problems.push(...(await languageProblems(page, options.lang)));
  problems.push(...describeViolations(await axeViolations(page)));
  if (problems.length > 0)
    throw new Error(`${where}: ${problems.length} problems\n  ${problems.join('\n  ')}`);
}
