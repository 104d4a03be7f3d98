import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * What a route costs beyond the entry: the chunks its lazy module imports statically,
 * transitively, that the entry (index.html's script) does not already load. Sizes gzip-compressed.
 */
const IMPORT = /(?:import|from)\s*"\.\/([^"]+\.js)"/g;

export async function staticClosure(assets: string, start: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const queue = [...start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(path.join(assets, file), 'utf8');
    for (const match of code.matchAll(IMPORT)) if (match[1]) queue.push(match[1]);
  }
  return seen;
}

export async function entryChunks(dist: string): Promise<string[]> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

/** The one chunk named `<name>-<hash>.js` (Vite names a lazy route's chunk after its file). */
export async function chunkNamed(assets: string, name: string): Promise<string> {
  const found = (await readdir(assets)).filter((file) =>
    new RegExp(`^${name}-[\\w-]{8}\\.js$`).test(file),
  );
  if (found.length !== 1) throw new Error(`expected one ${name} chunk, found ${found.join(', ')}`);
  return found[0] ?? '';
}

export async function routeCost(
  dist: string,
  routeChunks: string[],
): Promise<{ files: string[]; gzipBytes: number }> {
  const assets = path.join(dist, 'assets');
  const entry = await staticClosure(assets, await entryChunks(dist));
  const route = await staticClosure(assets, routeChunks);
  const files = [...route].filter((file) => !entry.has(file)).sort();
  let gzipBytes = 0;
  for (const file of files) gzipBytes += gzipSync(await readFile(path.join(assets, file))).length;
  return { files, gzipBytes };
}
