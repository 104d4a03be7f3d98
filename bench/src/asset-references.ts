/** Text-level parsing of built HTML, JS and CSS: which files does each one pull in? */

export type AssetKind = 'js' | 'css' | 'font' | 'other';

export interface HtmlReference {
  href: string;
  /** How the page asks for it: a script tag, or a link's rel. */
  via: 'script' | 'stylesheet' | 'modulepreload' | 'preload';
}

export interface FontFace {
  family: string;
  unicodeRange: string | undefined;
  urls: string[];
}

const ATTRIBUTE = /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const inner = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const match of inner.matchAll(ATTRIBUTE)) {
    const [, name, doubleQuoted, singleQuoted, bare] = match;
    if (name) attributes.set(name.toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? '');
  }
  return attributes;
}

/** Script sources and stylesheet / preload / modulepreload links: what the page loads eagerly. */
export function htmlReferences(html: string): HtmlReference[] {
  const references: HtmlReference[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attributesOf(tag).get('src');
    if (src) references.push({ href: src, via: 'script' });
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const href = attributes.get('href');
    const rels = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const via = (['stylesheet', 'modulepreload', 'preload'] as const).find((rel) =>
      rels.includes(rel),
    );
    if (href && via) references.push({ href, via });
  }
  return references;
}

/**
 * Specifiers of static imports and re-exports in minified ES modules (`import"./a.js"`,
 * `import{x}from"./a.js"`, `export*from"./a.js"`). Dynamic `import("./a.js")` is lazy and skipped:
 * the parenthesis stands between the keyword and the quote.
 */
export function staticImports(code: string): string[] {
  const specifiers = new Set<string>();
  for (const match of code.matchAll(/(?<![\w$.])(?:import|from)\s*(["'`])([^"'`\s]+)\1/g)) {
    const specifier = match[2];
    if (specifier && /^(\.{1,2}\/|\/)/.test(specifier)) specifiers.add(specifier);
  }
  return [...specifiers];
}

function declaration(block: string, property: string): string | undefined {
  const match = new RegExp(`${property}\\s*:\\s*([^;}]+)`, 'i').exec(block);
  return match?.[1]?.trim();
}

/** Every @font-face rule in a stylesheet with the font files its src lists. */
export function fontFaces(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/gi)].map(([, block = '']) => ({
    family: (declaration(block, 'font-family') ?? '').replace(/^["']|["']$/g, ''),
    unicodeRange: declaration(block, 'unicode-range'),
    urls: [...block.matchAll(/url\(\s*(["']?)([^"')]+)\1\s*\)/g)]
      .map((match) => match[2] ?? '')
      .filter((url) => url !== '' && !url.startsWith('data:')),
  }));
}

/** Arabic-script blocks Persian text needs (Arabic, Arabic Presentation Forms A and B). */
const PERSIAN_BLOCKS: [number, number][] = [
  [0x0600, 0x06ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];

/** Does a CSS unicode-range (e.g. "U+0600-06FF, U+200C-200E, U+FB5?") cover Persian letters? */
export function rangeCoversPersian(unicodeRange: string): boolean {
  return unicodeRange.split(',').some((part) => {
    const match = /^u\+([0-9a-f?]+)(?:-([0-9a-f]+))?$/i.exec(part.trim());
    if (!match?.[1]) return false;
    const low = parseInt(match[1].replace(/\?/g, '0'), 16);
    const high = parseInt(match[2] ?? match[1].replace(/\?/g, 'f'), 16);
    return PERSIAN_BLOCKS.some(([start, end]) => low <= end && high >= start);
  });
}

export function isPersianFace(face: FontFace): boolean {
  return face.unicodeRange ? rangeCoversPersian(face.unicodeRange) : /vazir/i.test(face.family);
}

export function assetKind(url: string): AssetKind {
  const pathname = new URL(url, 'http://x').pathname.toLowerCase();
  if (/\.m?js$/.test(pathname)) return 'js';
  if (pathname.endsWith('.css')) return 'css';
  if (/\.(woff2?|ttf|otf|eot)$/.test(pathname)) return 'font';
  return 'other';
}
