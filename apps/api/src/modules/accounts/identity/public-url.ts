import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config';

/** Where links in messages point: PUBLIC_URL, else the address this request came to. */
export function publicBaseUrl(config: Config, request: FastifyRequest): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/$/, '');
  return `${request.protocol}://${request.host}`;
}
