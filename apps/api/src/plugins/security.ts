import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps';
import { postgresRateLimitStore } from '../modules/platform/throttle';

/**
 * Security headers with a CSP the SPA passes (no inline scripts; inline style attributes only),
 * compression, and the rate limiter that individual routes opt into.
 */
export const securityPlugin = fp(async (app, { deps }: { deps: AppDeps }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
  });
  // Counts live in PostgreSQL, so every instance on the database shares each route's limit.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(deps.database.db, deps.clock),
  });

  // API answers are per user: never stored by a browser or a shared cache.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
});
