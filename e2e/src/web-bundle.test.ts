import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@ravan/testkit';
import { describe, expect, it } from 'vitest';
import { chunkNamed, routeCost } from './web-bundle-budget';

/** Strings only React's development build carries (its warnings and the JSX dev runtime). */
const DEVELOPMENT_REACT = ['Each child in a list should have a unique', 'jsxDEV'];

async function developmentMarkersIn(dist: string): Promise<string[]> {
  const assets = path.join(dist, 'assets');
  const found: string[] = [];
  for (const file of (await readdir(assets)).filter((name) => name.endsWith('.js'))) {
    const code = await readFile(path.join(assets, file), 'utf8');
    for (const marker of DEVELOPMENT_REACT)
      if (code.includes(marker)) found.push(`${file}: ${marker}`);
  }
  return found;
}

/** The home page's own JavaScript, beyond the entry, gzip-compressed (issue 10: its own chunk small). */
const HOME_BUDGET_BYTES = 16 * 1024;
/** Chunks of the signed-in panel: the public pages must not pull any of them in. */
const PANEL_CHUNKS =
  /^(commerce-|sessions-screen|calendar-screen|dashboard|basket|packages|staff-|therapist-console|panel-layout|cart-sync|fa-workspace|en-workspace)/;

describe('the web bundle', () => {
  it('gives the home page its own small chunks, none of them the panel’s', async () => {
    const dist = path.join(REPO_ROOT, 'apps', 'web', 'dist');
    const assets = path.join(dist, 'assets');
    const chunks = [await chunkNamed(assets, 'home'), await chunkNamed(assets, 'site-layout')];
    const cost = await routeCost(dist, chunks);
    expect(cost.files.filter((file) => PANEL_CHUNKS.test(file))).toEqual([]);
    expect(cost.gzipBytes, cost.files.join(', ')).toBeLessThan(HOME_BUDGET_BYTES);
  });

  it('served by npm start is React’s production build', async () => {
    expect(await developmentMarkersIn(path.join(REPO_ROOT, 'apps', 'web', 'dist'))).toEqual([]);
  });

  it('is the production build even when the shell says NODE_ENV=development', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'ravan-web-'));
    try {
      const vite = path.join(REPO_ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
      await promisify(execFile)(
        process.execPath,
        [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
        {
          cwd: path.join(REPO_ROOT, 'apps', 'web'),
          env: { ...process.env, NODE_ENV: 'development' },
        },
      );
      expect(await developmentMarkersIn(outDir)).toEqual([]);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
