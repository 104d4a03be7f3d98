import type { FastifyRequest } from 'fastify';
import type { Locale, Role } from '@ravan/contract';

/**
 * Where a request came from, as services need to know it (audit lines, the reader's language):
 * services take this, never a FastifyRequest, so they can be called from jobs and tests alike.
 */
export interface RequestOrigin {
  ip: string | null;
  userAgent: string | null;
  locale: Locale;
}

/** Where an HTTP request came from: it always has an address, and the host it was sent to. */
export interface HttpOrigin extends RequestOrigin {
  ip: string;
  host: string;
}

/** A signed-in person acting, and from where. */
export interface Actor extends RequestOrigin {
  userId: number;
  role: Role;
}

export function originOfRequest(request: FastifyRequest): HttpOrigin {
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
    locale: request.locale,
    host: request.host,
  };
}

export function actorOf(request: FastifyRequest, user: { id: number; role: Role }): Actor {
  return { ...originOfRequest(request), userId: user.id, role: user.role };
}

/** An actor for work no request started (jobs, start-up): no address, the default language. */
export function systemOrigin(locale: Locale = 'fa'): RequestOrigin {
  return { ip: null, userAgent: null, locale };
}
