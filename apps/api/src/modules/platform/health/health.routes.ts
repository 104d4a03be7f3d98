import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../app-deps';

/** Liveness (the process answers) and readiness (the database answers) for orchestrators. */
export async function healthRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await deps.database.ping();
      return reply.send({ status: 'ready', database: deps.database.kind });
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
