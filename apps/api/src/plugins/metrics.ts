import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** Our error code of an error answer (`slot_taken`, `validation_failed`…), for the metrics. */
    errorCode?: string;
  }
}

/** Requests no route matched share one label: a label per raw URL would grow without end. */
const UNMATCHED = 'unmatched';
const ERROR_CODE = /"code":"([a-z_]{1,64})"/;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares a presented bearer token with the configured one in constant time. */
function isMetricsToken(header: string | undefined, token: string): boolean {
  const presented = /^Bearer (.+)$/i.exec(header ?? '')?.[1];
  return presented !== undefined && timingSafeEqual(digest(presented), digest(token));
}

/**
 * Times every answer by route pattern and status, counts error answers by their code, and
 * tracks requests in flight and open connections. GET /metrics exists only when METRICS_TOKEN
 * is set, and answers only to `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).
 */
export const metricsPlugin = fp(async (app, { deps }: { deps: AppDeps }) => {
  const { http } = deps.metrics;

  app.server.on('connection', (socket) => {
    http.connections.inc();
    socket.once('close', () => http.connections.dec());
  });

  app.addHook('onRequest', async (_request, reply) => {
    http.inFlight.inc();
    // 'close' comes once per answer, finished or cut off by the client.
    reply.raw.once('close', () => http.inFlight.dec());
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && typeof payload === 'string')
      request.errorCode = ERROR_CODE.exec(payload)?.[1];
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const status = String(reply.statusCode);
    http.duration.observe(
      { method: request.method, route, status_code: status },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode >= 400)
      http.errors.inc({ route, status_code: status, code: request.errorCode ?? 'none' });
  });

  const token = deps.config.metricsToken;
  if (token === undefined) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!isMetricsToken(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError('unauthenticated');
    }
    const { registry } = deps.metrics;
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
});
