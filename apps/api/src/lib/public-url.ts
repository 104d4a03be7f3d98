import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { Config } from '../config';
import { platformForHost } from '../modules/platform/platforms';

/**
 * The one place links are built (reset links, invitation links, Google's redirect URI, payment
 * gateway returns). A link never takes its host from the request: a forged Host header would
 * send a victim's reset link to someone else's site. It starts with the registered domain of the
 * platform the request came to, or else with PUBLIC_URL (required in production).
 */

/** PUBLIC_URL, else — only outside production, where it is optional — the address this process listens on. */
export function siteUrl(config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const listening = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  const host = listening.includes(':') ? `[${listening}]` : listening;
  return `http://${host}:${config.port}`;
}

/** "Ravan.Example:3000" → "ravan.example"; "[::1]:80" → "[::1]". */
export function hostNameOf(host: string | undefined): string {
  const lower = (host ?? '').toLowerCase();
  return lower.startsWith('[') ? lower.replace(/\]:\d+$/, ']') : lower.replace(/:\d+$/, '');
}

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
