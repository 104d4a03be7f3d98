import type { Config } from '../config';

/**
 * The one place links are built (reset links, invitation links, Google's redirect URI, payment
 * gateway returns). A link never takes its host from the request: a forged Host header would
 * send a victim's reset link to someone else's site. It starts with the registered domain of the
 * platform the request came to, or else with PUBLIC_URL (required in production). This file
 * holds the parts that need no database; the platforms slice (`publicUrlOf`, `isServedHost`)
 * adds the registered domains, so lib depends on no slice.
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
