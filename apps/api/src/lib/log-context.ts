import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

const current = new AsyncLocalStorage<FastifyBaseLogger>();

/**
 * Runs `work` with `log` as the logger of everything it calls, awaited or not: the request's
 * logger (its lines carry `reqId`) around a handler, a job run's (`job`, `runId`) around a run.
 */
export function withLog<T>(log: FastifyBaseLogger, work: () => T): T {
  return current.run(log, work);
}

/**
 * The logger of the request or job run this code is serving, so a line written deep inside (a
 * message that could not be sent, a gateway that failed) carries its id; `fallback` outside both.
 */
export function contextLog<L>(fallback: L): FastifyBaseLogger | L {
  return current.getStore() ?? fallback;
}
