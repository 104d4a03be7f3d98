import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config';

/** This site's origin as the browser sees it: PUBLIC_URL, else the request's protocol and host. */
export function siteUrlOf(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
