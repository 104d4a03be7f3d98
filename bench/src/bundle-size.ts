import {
  assetKind,
  fontFaces,
  htmlReferences,
  isPersianFace,
  staticImports,
  type AssetKind,
  type FontFace,
} from './asset-references';
import { fetchWireAsset, type WireAsset } from './wire-asset';

export type CountedKind = Exclude<AssetKind, 'other'>;

export interface LoadedAsset extends Omit<WireAsset, 'text'> {
  kind: AssetKind;
  /** Why the page loads it: a script tag, a link rel, or a static import from another chunk. */
  via: string;
}

export interface KindTotal {
  files: number;
  bytes: number;
  encodings: string[];
}

export interface PersianFont extends Omit<WireAsset, 'text'> {
  family: string;
  unicodeRange: string | undefined;
  /** Preloaded by the HTML, hence counted in the font total; otherwise fetched only when used. */
  preloaded: boolean;
}

export type BundleSize =
  | { measured: false; page: string; reason: string }
  | {
      measured: true;
      page: string;
      html: Omit<WireAsset, 'text'>;
      assets: LoadedAsset[];
      totals: Record<CountedKind, KindTotal>;
      persianFonts: PersianFont[];
      jsBudget: { limitKiB: number; usedKiB: number; verdict: 'PASS' | 'OVER' };
    };

const MAX_ASSETS = 500;

function withoutText({ text: _text, ...asset }: WireAsset): Omit<WireAsset, 'text'> {
  return asset;
}

/** Same-origin only: the benchmark never leaves the local server. */
function sameOrigin(reference: string, base: URL): URL | undefined {
  const url = new URL(reference, base);
  url.hash = '';
  return url.origin === base.origin ? url : undefined;
}

/** Entry files from the HTML, then every chunk they import statically, transitively. */
async function loadEagerAssets(page: URL, html: string) {
  const queue: { url: URL; via: string }[] = [];
  const seen = new Set<string>();
  const enqueue = (url: URL | undefined, via: string) => {
    if (!url || seen.has(url.href)) return;
    seen.add(url.href);
    queue.push({ url, via });
  };
  for (const { href, via } of htmlReferences(html)) enqueue(sameOrigin(href, page), via);
  const assets: LoadedAsset[] = [];
  const faces: { face: FontFace; stylesheet: URL }[] = [];
  for (let next = queue.shift(); next && assets.length < MAX_ASSETS; next = queue.shift()) {
    const fetched = await fetchWireAsset(next.url);
    const kind = assetKind(next.url.href);
    assets.push({ ...withoutText(fetched), kind, via: next.via });
    if (kind === 'css') {
      faces.push(...fontFaces(fetched.text).map((face) => ({ face, stylesheet: next.url })));
    }
    if (kind !== 'js') continue;
    for (const specifier of staticImports(fetched.text)) {
      enqueue(sameOrigin(specifier, next.url), `import from ${fetched.path}`);
    }
  }
  return { assets, faces };
}

function totalsOf(assets: LoadedAsset[]): Record<CountedKind, KindTotal> {
  const total = (kind: CountedKind): KindTotal => {
    const ofKind = assets.filter((asset) => asset.kind === kind && asset.status === 200);
    return {
      files: ofKind.length,
      bytes: ofKind.reduce((sum, asset) => sum + asset.bytes, 0),
      encodings: [...new Set(ofKind.map((asset) => asset.encoding))],
    };
  };
  return { js: total('js'), css: total('css'), font: total('font') };
}

async function persianFontsOf(
  faces: { face: FontFace; stylesheet: URL }[],
  assets: LoadedAsset[],
): Promise<PersianFont[]> {
  const eagerPaths = new Set(assets.map((asset) => asset.path));
  const fonts = new Map<string, PersianFont>();
  for (const { face, stylesheet } of faces.filter(({ face }) => isPersianFace(face))) {
    for (const reference of face.urls) {
      const url = sameOrigin(reference, stylesheet);
      if (!url || fonts.has(url.href)) continue;
      const fetched = withoutText(await fetchWireAsset(url));
      fonts.set(url.href, {
        ...fetched,
        family: face.family,
        unicodeRange: face.unicodeRange,
        preloaded: eagerPaths.has(fetched.path),
      });
    }
  }
  return [...fonts.values()];
}

/** The compressed JavaScript, CSS and font bytes a first visit to `pagePath` downloads. */
export async function measureBundleSize(
  baseUrl: string,
  pagePath: string,
  jsBudgetKiB: number,
): Promise<BundleSize> {
  const page = new URL(pagePath, baseUrl);
  const html = await fetchWireAsset(page);
  if (html.status !== 200 || !html.contentType.includes('text/html')) {
    const reason = `GET ${pagePath} answered ${html.status} ${html.contentType || ''}: is apps/web built?`;
    return { measured: false, page: pagePath, reason };
  }
  const { assets, faces } = await loadEagerAssets(page, html.text);
  const totals = totalsOf(assets);
  const usedKiB = totals.js.bytes / 1024;
  return {
    measured: true,
    page: pagePath,
    html: withoutText(html),
    assets,
    totals,
    persianFonts: await persianFontsOf(faces, assets),
    jsBudget: { limitKiB: jsBudgetKiB, usedKiB, verdict: usedKiB <= jsBudgetKiB ? 'PASS' : 'OVER' },
  };
}
