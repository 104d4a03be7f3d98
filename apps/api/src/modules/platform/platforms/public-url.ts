import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../../app-deps';
import { hostNameOf, siteUrl } from '../../../lib/public-url';
import { platformForHost } from './platforms.service';

/**
 * Links start with the registered domain of the platform a request came to, or else with
 * PUBLIC_URL (`siteUrl`); a link never takes its host from the request as such, so a forged
 * Host header cannot send a victim's reset link to someone else's site.
 */

/** The registered platform domain a request came to, or undefined when its host is not one. */
async function registeredDomainOf(deps: AppDeps, host: string | undefined) {
  const name = hostNameOf(host);
  if (!name) return undefined;
  const platform = await platformForHost(deps, name);
  return platform.domain === name ? platform.domain : undefined;
}

/** The base of every link in an answer or a message caused by this request (no trailing slash). */
export async function publicUrlOf(deps: AppDeps, request: FastifyRequest): Promise<string> {
  const site = siteUrl(deps.config);
  const domain = await registeredDomainOf(deps, request.host);
  if (!domain) return site;
  // A platform row holds a bare domain: scheme and port are the site's.
  const { protocol, hostname, port } = new URL(site);
  if (domain === hostname) return site;
  return `${protocol}//${domain}${port ? `:${port}` : ''}`;
}

/** Does this installation serve the host: PUBLIC_URL's own, or a registered platform domain? */
export async function isServedHost(deps: AppDeps, host: string | undefined): Promise<boolean> {
  const name = hostNameOf(host);
  if (name && name === new URL(siteUrl(deps.config)).hostname) return true;
  return (await registeredDomainOf(deps, name)) !== undefined;
}
