import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/app-error';
import { isServedHost } from '../modules/platform/platforms';

/** Load balancers, orchestrators and Prometheus probe by address, not by name. */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * In production a request must name a host this installation serves (PUBLIC_URL's or a registered
 * platform domain); any other Host is answered 421, so no page, link or cookie is ever made for a
 * name an attacker chose. Development and tests serve whatever name they are reached by.
 */
export const knownHostsPlugin = fp(async (app, { deps }: { deps: AppDeps }) => {
  if (deps.config.env !== 'production') return;
  app.addHook('onRequest', async (request) => {
    if (PROBES.has(request.url.split('?', 1)[0] ?? '')) return;
    if (!(await isServedHost(deps, request.host))) throw new AppError('unknown_host');
  });
});
