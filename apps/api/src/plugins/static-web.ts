import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { errorPayload } from './error-handler';

/** apps/web/dist, found from wherever this code runs (source or bundle). */
export function findWebDist(): string | undefined {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = path.join(dir, 'apps', 'web', 'dist');
    if (fs.existsSync(path.join(candidate, 'index.html'))) return candidate;
    dir = path.dirname(dir);
  }
  return undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, precompressed .br/.gz when the
 * browser accepts them, and index.html (never cached) for every other page path.
 * Unknown /api paths answer a JSON 404.
 */
export const staticWebPlugin = fp(async (app, { root }: { root: string | undefined }) => {
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      preCompressed: true,
      index: false,
      // Our setHeaders decides caching; the plugin's default would overwrite it.
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (root && isPage && !path.extname(request.url.split('?')[0] ?? '')) {
      // index.html names the current hashed assets: browsers must revalidate it every time.
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send(errorPayload('route_not_found', request.locale));
  });
});
